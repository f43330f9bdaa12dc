import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { CustodySlipData } from '@/lib/documents/custody-slip';
import { numberStyleOf } from '@/lib/format/number-style';
import { getNumberStyle } from '@/lib/i18n/number-style.server';
import { encodeSlip } from '../slip/escpos';
import { custodyWaText, layoutCustodySlip, type CustodySlipLabels } from '../slip/custody-layout';
import { SLIP_COLUMNS, type SlipWidth } from '../slip/layout';
import type { PrintedCustodySlip } from '../services/print-custody-slip';
import { renderSlipA4Pdf, renderSlipPdf } from './slip-pdf';

type Locale = 'id' | 'en' | 'it' | 'hk' | 'my' | 'jp';
/** Languages a receipt printer's code page writes; the others' thermal slips are printed in Indonesian (as the nota's). */
const LATIN_LOCALES = new Set(['id', 'en', 'it', 'my']);
/** The A4 page's column: the slip's lines 64 characters wide (as the loan documents'). */
const A4_COLUMNS = 64;

export const CUSTODY_SLIP_KEYS = [
  'pesananDiterima', 'pesananTiba', 'pesananDiambil', 'pesananBatal', 'titipanDiterima', 'titipanTerjual', 'titipanBatal', 'serviceDiterima',
  'serviceSelesai', 'serviceDiambil', 'serviceBatal', 'tglTarget', 'tglEstimasi', 'tglSelesai', 'tglDiambil', 'tglJual', 'tglBatal', 'noPenjualan',
  'noBatal', 'alasanBatal', 'tukang', 'estimasiHarga', 'hargaAkhir', 'hargaBarang', 'ppn', 'totalHarga', 'estimasiBiaya', 'biayaService',
  'hargaEmasTambah', 'totalBiaya', 'uangMuka', 'pembayaran', 'dipakai', 'dikembalikan', 'hangus', 'totalDibayar', 'sisaBayar', 'pelunasan',
  'bayarTunai', 'bayarTransfer', 'tanggal', 'kasir', 'sales', 'customer', 'alamat', 'noHp', 'barang', 'beratMasuk', 'beratAkhir', 'totalBerat',
  'totalBeratAkhir', 'syaratPesanan', 'syaratTitipan', 'syaratService', 'siapDiambil',
] as const satisfies readonly Exclude<keyof CustodySlipLabels, 'copyPelanggan' | 'copyInternal'>[];

async function custodyLabels(locale?: Locale): Promise<CustodySlipLabels> {
  const t = locale ? await getTranslations({ locale, namespace: 'custodySlip' }) : await getTranslations('custodySlip');
  const tNota = locale ? await getTranslations({ locale, namespace: 'nota' }) : await getTranslations('nota');
  return {
    ...Object.fromEntries(CUSTODY_SLIP_KEYS.map((key) => [key, t(key)])) as Omit<CustodySlipLabels, 'copyPelanggan' | 'copyInternal'>,
    copyPelanggan: tNota('copyPelanggan'), copyInternal: tNota('copyInternal'),
  };
}

/** The thermal slip's ESC/POS bytes in the user's language when the printer can write it, else Indonesian. */
export async function custodySlipEscPos(printed: PrintedCustodySlip, { width, locale }: { width: SlipWidth; locale: string }) {
  const language: Locale = LATIN_LOCALES.has(locale) ? locale as Locale : 'id';
  const columns = SLIP_COLUMNS[width];
  const copies = layoutCustodySlip(printed.document, await custodyLabels(language), { columns, duplicate: printed.duplicate, ellipsis: '...', numbers: numberStyleOf(language) });
  return encodeSlip(copies, columns);
}

/** The PDF slip, 58 or 80 mm, in the user's language. */
export async function custodySlipPdf(printed: PrintedCustodySlip, { width }: { width: SlipWidth }) {
  const copies = layoutCustodySlip(printed.document, await custodyLabels(), { columns: SLIP_COLUMNS[width], duplicate: printed.duplicate, numbers: await getNumberStyle() });
  return renderSlipPdf(copies, width, printed.document.nomor);
}

/** The same slip on A4, in the user's language. */
export async function custodyA4Pdf(printed: PrintedCustodySlip) {
  const copies = layoutCustodySlip(printed.document, await custodyLabels(), { columns: A4_COLUMNS, duplicate: printed.duplicate, numbers: await getNumberStyle() });
  return renderSlipA4Pdf(copies, printed.document.nomor);
}

/** The WhatsApp text, in Indonesian: the customer's language, as the shop's TEMPLATE_WA for a sale. */
export async function custodyWaMessage(document: CustodySlipData): Promise<string> {
  return custodyWaText(document, await custodyLabels('id'));
}
