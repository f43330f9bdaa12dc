import { formatDecimal, formatRupiah, padColumns, textColumns, wrapText } from '@/lib/format';
import { INDONESIAN_NUMBERS, type NumberStyle } from '@/lib/format/number-style';
import type { NotaData } from '../types';

/** §9: a text field of a slip is cut into lines of 20 characters; item name and description keep 5, customer name and address 3. */
export const FIELD_WIDTH = 20;
export const ITEM_LINES = 5;
export const CUSTOMER_LINES = 3;

/** The columns of a receipt printer's paper: 58 mm holds 32 characters, 80 mm 48 (Font A). */
export const SLIP_COLUMNS = { 58: 32, 80: 48 } as const;
export type SlipWidth = keyof typeof SLIP_COLUMNS;

export type SlipLabels = Record<
  'penjualan' | 'pembelian' | 'nomor' | 'tanggal' | 'kasir' | 'sales' | 'customer' | 'alamat' | 'subtotal' | 'ppn' | 'total'
  | 'uangMuka' | 'tunai' | 'transfer' | 'kartu' | 'uangDiterima' | 'kembalian' | 'copyPelanggan' | 'copyInternal' | 'syarat' | 'syaratPembelian'
  | 'cetakUlang' | 'hargaPerGram' | 'ongkos' | 'hargaTetap' | 'pcs',
  string
>;

/**
 * One line of a slip; `center` and `bold` are how the printer writes it (the text is the same either way). A `barcode`
 * line is its text as a CODE128 barcode (a loan's number, scanned on Lihat Hutang).
 */
export type SlipLine = { text: string; right?: string; center?: boolean; bold?: boolean; barcode?: boolean };

/** A line as a printer of `columns` characters writes it: a `right` value goes to the right edge. */
export function slipText(line: SlipLine, columns: number): string {
  return line.right === undefined ? line.text : spread(line.text, line.right, columns);
}

/**
 * A field in lines of 20 characters broken between words (§9; a word longer than 20 is split), at most `max` lines;
 * when the cap cuts the text, the last line ends with the mark (`...` on the thermal slip: code page 437 has no "…").
 */
export function cutField(text: string, max: number, ellipsis = '…'): string[] {
  return wrapText(text, FIELD_WIDTH, { maxLines: max, ellipsis });
}

/** `label` on the left and `value` on the right of a line of `columns` characters (the value wins when both do not fit). */
export function spread(label: string, value: string, columns: number): string {
  const room = columns - textColumns(value);
  if (room <= 1) return value;
  const left = padColumns(label, room - 1).trimEnd();
  return left + ' '.repeat(columns - textColumns(left) - textColumns(value)) + value;
}

/** `Label   : value` with the value's further lines indented under the first one. */
export function field(label: string, values: string[], labelWidth: number): SlipLine[] {
  const head = `${padColumns(label, labelWidth)}: `;
  if (values.length === 0) return [{ text: `${head}-` }];
  return values.map((value, index) => ({ text: (index === 0 ? head : ' '.repeat(textColumns(head))) + value }));
}

/** Label and value columns of the header fields: the longest label used, and 20 for the value (§9) after ": ". */
export function labelWidthOf(labels: string[], columns: number): number {
  return Math.min(Math.max(...labels.map(textColumns)), columns - FIELD_WIDTH - 2);
}

/** The terms printed under the first copy: a sale's (sold goods can be brought back) or a buyback's (the shop bought, the seller was paid). */
export function termsOf(kind: NotaData['kind'], labels: Pick<SlipLabels, 'syarat' | 'syaratPembelian'>): string {
  return kind === 'penjualan' ? labels.syarat : labels.syaratPembelian;
}

/**
 * The copies of a nota's slip, line by line: one copy, or two when the slip type's duplicate-print flag is on, labelled
 * Pelanggan then Internal (§4); the terms only on the first copy. The printer cuts after each copy. Every text is wrapped
 * between words by `wrapText`; `ellipsis` marks a field cut by its line cap. Grams and the PPN rate are written in
 * `numbers`, the separators of the labels' language (Indonesian by default); Rupiah keeps "Rp. 1.234.567".
 */
export function layoutSlip(nota: NotaData, labels: SlipLabels, { columns, duplicate, reprint = false, ellipsis = '…', numbers = INDONESIAN_NUMBERS }: {
  columns: number; duplicate: boolean; reprint?: boolean; ellipsis?: string; numbers?: NumberStyle;
}): SlipLine[][] {
  const rule: SlipLine = { text: '-'.repeat(columns) };
  const labelWidth = labelWidthOf([labels.tanggal, labels.kasir, labels.sales, labels.customer, labels.alamat], columns);
  const body: SlipLine[] = [
    { text: nota.toko.namaToko, center: true, bold: true },
    ...wrapText(nota.toko.alamatToko, columns, { maxLines: 3, ellipsis }).map((text) => ({ text, center: true })),
    rule,
    { text: nota.kind === 'penjualan' ? labels.penjualan : labels.pembelian, center: true, bold: true },
    // The number on its own line: JL-CAB01-20261123-00001 and a label do not fit 32 columns together.
    { text: nota.nomor, center: true },
    ...field(labels.tanggal, [nota.tanggal], labelWidth),
    ...field(labels.kasir, [nota.kasir], labelWidth),
    ...field(labels.sales, [nota.sales], labelWidth),
    ...field(labels.customer, cutField(nota.customer.nama, CUSTOMER_LINES, ellipsis), labelWidth),
    ...field(labels.alamat, cutField(nota.customer.alamat, CUSTOMER_LINES, ellipsis), labelWidth),
    rule,
  ];
  nota.lines.forEach((line, index) => {
    const number = `${index + 1}. `;
    const indent = ' '.repeat(number.length);
    cutField(line.namaBarang, ITEM_LINES, ellipsis).forEach((text, at) => body.push({ text: (at === 0 ? number : indent) + text }));
    cutField(line.keterangan, ITEM_LINES, ellipsis).forEach((text) => body.push({ text: indent + text }));
    // What made the price, as on the A4 nota: the price per gram and the ongkos, or that the price is fixed.
    if (line.hargaTetap) body.push({ text: indent + labels.hargaTetap });
    else {
      if (line.hargaPerGram !== null) body.push({ text: indent + labels.hargaPerGram, right: formatRupiah(line.hargaPerGram) });
      if (line.ongkos !== null) body.push({ text: indent + labels.ongkos, right: formatRupiah(line.ongkos) });
    }
    body.push({ text: `${indent}${formatDecimal(line.berat, 3, numbers)} gr`, right: formatRupiah(line.harga) });
  });
  body.push(rule);
  body.push({ text: `${nota.jumlahBarang} ${labels.pcs}`, right: `${formatDecimal(nota.totalBerat, 3, numbers)} gr` });
  if (nota.ppn > 0) {
    body.push({ text: labels.subtotal, right: formatRupiah(nota.subtotal) });
    body.push({ text: `${labels.ppn} ${formatDecimal(nota.ppnPersen, 2, numbers)} %`, right: formatRupiah(nota.ppn) });
  }
  body.push({ text: labels.total, right: formatRupiah(nota.total), bold: true });
  if (nota.bayar.uangMuka) body.push({ text: labels.uangMuka, right: formatRupiah(nota.bayar.uangMuka) });
  if (nota.bayar.tunai > 0) body.push({ text: labels.tunai, right: formatRupiah(nota.bayar.tunai) });
  if (nota.bayar.transfer > 0) body.push({ text: labels.transfer, right: formatRupiah(nota.bayar.transfer) });
  if (nota.bayar.kartu > 0) body.push({ text: labels.kartu, right: formatRupiah(nota.bayar.kartu) });
  if (nota.kembalian > 0) {
    body.push({ text: labels.uangDiterima, right: formatRupiah(nota.uangDiterima) });
    body.push({ text: labels.kembalian, right: formatRupiah(nota.kembalian) });
  }
  if (reprint) body.push({ text: labels.cetakUlang, center: true });

  return copiesOf(body, termsOf(nota.kind, labels), labels, { columns, duplicate });
}

/**
 * A slip's copies: one, or two when the slip type's duplicate-print flag is on, labelled Pelanggan then Internal (§4);
 * the terms under a rule on the first copy only.
 */
export function copiesOf(body: SlipLine[], terms: string, labels: { copyPelanggan: string; copyInternal: string }, { columns, duplicate }: { columns: number; duplicate: boolean }): SlipLine[][] {
  const copies = duplicate ? [labels.copyPelanggan, labels.copyInternal] : [null];
  return copies.map((copy, index) => [
    ...(copy ? [{ text: copy, center: true, bold: true }] : []),
    ...body,
    ...(index === 0 && terms ? [{ text: '-'.repeat(columns) }, ...wrapText(terms, columns).map((text) => ({ text }))] : []),
  ]);
}
