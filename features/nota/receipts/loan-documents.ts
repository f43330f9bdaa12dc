import 'server-only';
import { getTranslations } from 'next-intl/server';
import { numberStyleOf } from '@/lib/format/number-style';
import { getNumberStyle } from '@/lib/i18n/number-style.server';
import { encodeSlip } from '../slip/escpos';
import { SLIP_COLUMNS, type SlipLine, type SlipWidth } from '../slip/layout';
import { layoutLoanSlip, layoutRedemptionReceipt, layoutRenewalReceipt, type LoanLayoutOptions, type LoanSlipLabels } from '../slip/loan-layout';
import type { PrintedLoanDocument } from '../services/print-loan-document';
import { renderSlipA4Pdf, renderSlipPdf } from './slip-pdf';

type Locale = 'id' | 'en' | 'it' | 'hk' | 'my' | 'jp';
/** Languages a receipt printer's code page writes; the others' thermal slips are printed in Indonesian (as the nota's). */
const LATIN_LOCALES = new Set(['id', 'en', 'it', 'my']);
/** The A4 page's column: the slip's lines 64 characters wide. */
const A4_COLUMNS = 64;

async function loanLabels(locale?: Locale): Promise<LoanSlipLabels> {
  const t = locale ? await getTranslations({ locale, namespace: 'loanSlip' }) : await getTranslations('loanSlip');
  const tNota = locale ? await getTranslations({ locale, namespace: 'nota' }) : await getTranslations('nota');
  const keys = ['suratGadai', 'buktiPelunasan', 'buktiPerpanjangan', 'tanggal', 'nasabah', 'alamat', 'noHp', 'noKtp', 'barangJaminan', 'beratKotor',
    'beratEmas', 'kadar', 'taksiran', 'totalTaksiran', 'pinjaman', 'biayaAdmin', 'dibayarkan', 'tunai', 'transfer', 'bungaHari', 'bungaBulan',
    'jangkaWaktu', 'hari', 'jatuhTempo', 'masaTenggang', 'tglLelang', 'penaksir', 'kasir', 'syaratGadai', 'noGadai', 'tglGadai', 'tglPelunasan',
    'lamaPinjam', 'bunga', 'diskonBunga', 'total', 'barangKembali', 'pernyataanKembali', 'noGadaiLama', 'noGadaiBaru', 'pokokLama', 'bungaDibayar',
    'pokokDibayar', 'pokokDitambah', 'pokokBaru', 'bungaBaru', 'dibayarNasabah', 'diterimaNasabah'] as const;
  return {
    ...Object.fromEntries(keys.map((key) => [key, t(key)])) as Omit<LoanSlipLabels, 'copyPelanggan' | 'copyInternal' | 'cetakUlang'>,
    copyPelanggan: tNota('copyPelanggan'), copyInternal: tNota('copyInternal'), cetakUlang: tNota('cetakUlang'),
  };
}

function layoutOf(printed: PrintedLoanDocument, labels: LoanSlipLabels, options: LoanLayoutOptions): SlipLine[][] {
  if (printed.kind === 'hutang') return layoutLoanSlip(printed.document, labels, options);
  return printed.kind === 'pelunasan-hutang' ? layoutRedemptionReceipt(printed.document, labels, options) : layoutRenewalReceipt(printed.document, labels, options);
}

/** The document's number: the loan's for its slip, the settlement's for a receipt. */
export const loanDocumentNumber = (printed: PrintedLoanDocument) => (printed.kind === 'hutang' ? printed.document.noFakturHutang : printed.document.noPelunasan);
const titleOf = loanDocumentNumber;

/** The thermal slip's ESC/POS bytes in the user's language when the printer can write it, else Indonesian. */
export async function loanSlipEscPos(printed: PrintedLoanDocument, { width, locale }: { width: SlipWidth; locale: string }) {
  const language: Locale = LATIN_LOCALES.has(locale) ? locale as Locale : 'id';
  const columns = SLIP_COLUMNS[width];
  const copies = layoutOf(printed, await loanLabels(language), { columns, duplicate: printed.duplicate, reprint: printed.reprint, ellipsis: '...', numbers: numberStyleOf(language) });
  return encodeSlip(copies, columns);
}

/** The PDF slip, 58 or 80 mm, in the user's language. */
export async function loanSlipPdf(printed: PrintedLoanDocument, { width }: { width: SlipWidth }) {
  const copies = layoutOf(printed, await loanLabels(), { columns: SLIP_COLUMNS[width], duplicate: printed.duplicate, reprint: printed.reprint, numbers: await getNumberStyle() });
  return renderSlipPdf(copies, width, titleOf(printed));
}

/** The same document on A4, in the user's language. */
export async function loanA4Pdf(printed: PrintedLoanDocument) {
  const copies = layoutOf(printed, await loanLabels(), { columns: A4_COLUMNS, duplicate: printed.duplicate, reprint: printed.reprint, numbers: await getNumberStyle() });
  return renderSlipA4Pdf(copies, titleOf(printed));
}
