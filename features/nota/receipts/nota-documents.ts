import 'server-only';
import { getTranslations } from 'next-intl/server';
import { numberStyleOf } from '@/lib/format/number-style';
import { getNumberStyle } from '@/lib/i18n/number-style.server';
import { encodeSlip } from '../slip/escpos';
import { layoutSlip, SLIP_COLUMNS, type SlipLabels, type SlipWidth } from '../slip/layout';
import { renderNotaA4Pdf, type NotaA4Labels } from './nota-a4-pdf';
import { renderSlipPdf } from './slip-pdf';
import type { NotaData } from '../types';

const SLIP_KEYS = ['penjualan', 'pembelian', 'nomor', 'tanggal', 'kasir', 'sales', 'customer', 'alamat', 'subtotal', 'ppn', 'total', 'uangMuka', 'tunai',
  'transfer', 'kartu', 'uangDiterima', 'kembalian', 'copyPelanggan', 'copyInternal', 'syarat', 'syaratPembelian', 'cetakUlang', 'hargaPerGram',
  'ongkos', 'hargaTetap', 'pcs'] as const;
const A4_KEYS = [...SLIP_KEYS, 'barcode', 'namaBarang', 'keterangan', 'berat', 'harga', 'printedBy'] as const;
/** Languages a receipt printer's code page writes; the others' thermal slips are printed in Indonesian. */
const LATIN_LOCALES = new Set(['id', 'en', 'it', 'my']);

type Locale = 'id' | 'en' | 'it' | 'hk' | 'my' | 'jp';

async function labelsOf<K extends string>(keys: readonly K[], locale?: Locale): Promise<Record<K, string>> {
  const t = locale ? await getTranslations({ locale, namespace: 'nota' }) : await getTranslations('nota');
  return Object.fromEntries(keys.map((key) => [key, t(key as (typeof SLIP_KEYS)[number])])) as Record<K, string>;
}

/**
 * The thermal slip's ESC/POS bytes, in the user's language when the printer can write it; its grams in that
 * language's separators too (a slip in English reads "1.875 gr", never an Indonesian "1,875" an English reader takes
 * for 1875).
 */
export async function slipEscPos(nota: NotaData, { width, duplicate, reprint, locale }: { width: SlipWidth; duplicate: boolean; reprint: boolean; locale: string }) {
  const printed: Locale = LATIN_LOCALES.has(locale) ? locale as Locale : 'id';
  const labels: SlipLabels = await labelsOf(SLIP_KEYS, printed);
  // Code page 437 has no "…": a field cut by its line cap ends with three dots.
  return encodeSlip(layoutSlip(nota, labels, { columns: SLIP_COLUMNS[width], duplicate, reprint, ellipsis: '...', numbers: numberStyleOf(printed) }), SLIP_COLUMNS[width]);
}

export async function slipPdf(nota: NotaData, { width, duplicate, reprint }: { width: SlipWidth; duplicate: boolean; reprint: boolean }) {
  const labels: SlipLabels = await labelsOf(SLIP_KEYS);
  return renderSlipPdf(layoutSlip(nota, labels, { columns: SLIP_COLUMNS[width], duplicate, reprint, numbers: await getNumberStyle() }), width, `${nota.nomor}`);
}

export async function notaA4Pdf(nota: NotaData, { reprint, printedBy }: { reprint: boolean; printedBy: string }) {
  const labels = await labelsOf(A4_KEYS) as Omit<NotaA4Labels, 'pageOf'>;
  return renderNotaA4Pdf(nota, { ...labels, pageOf: '' }, printedBy, reprint, await getNumberStyle());
}
