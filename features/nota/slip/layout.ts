import { formatDecimal, formatRupiah } from '@/lib/format';
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
  | 'tunai' | 'transfer' | 'kartu' | 'uangDiterima' | 'kembalian' | 'copyPelanggan' | 'copyInternal' | 'syarat' | 'cetakUlang',
  string
>;

/** One line of a slip; `center` and `bold` are how the printer writes it (the text is the same either way). */
export type SlipLine = { text: string; right?: string; center?: boolean; bold?: boolean };

/** A line as a printer of `columns` characters writes it: a `right` value goes to the right edge. */
export function slipText(line: SlipLine, columns: number): string {
  return line.right === undefined ? line.text : spread(line.text, line.right, columns);
}

/**
 * A field cut into lines of `width` characters (spaces collapsed, each line trimmed), at most `max` lines: what does
 * not fit is dropped, as the shops' slips do. Counts characters, not UTF-16 units.
 */
export function cutField(text: string, max: number, width = FIELD_WIDTH): string[] {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  const lines: string[] = [];
  for (let at = 0; at < chars.length && lines.length < max; at += width) {
    const line = chars.slice(at, at + width).join('').trim();
    if (line) lines.push(line);
  }
  return lines;
}

/** `label` on the left and `value` on the right of a line of `columns` characters (the value wins when both do not fit). */
export function spread(label: string, value: string, columns: number): string {
  const room = columns - widthOf(value);
  if (room <= 1) return value;
  let left = '';
  for (const char of Array.from(label)) {
    if (widthOf(left) + charColumns(char) > room - 1) break;
    left += char;
  }
  return left + ' '.repeat(columns - widthOf(left) - widthOf(value)) + value;
}

/** `Label   : value` with the value's further lines indented under the first one. */
function field(label: string, values: string[], labelWidth: number): SlipLine[] {
  const head = `${label.padEnd(labelWidth).slice(0, labelWidth)}: `;
  if (values.length === 0) return [{ text: `${head}-` }];
  return values.map((value, index) => ({ text: (index === 0 ? head : ' '.repeat(head.length)) + value }));
}

/** Columns a character takes on a receipt printer: Han, kana, Hangul and full-width forms take two. */
export function charColumns(char: string): number {
  const code = char.codePointAt(0)!;
  return (code >= 0x1100 && code <= 0x115f) || (code >= 0x2e80 && code <= 0xa4cf) || (code >= 0xac00 && code <= 0xd7a3)
    || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xfe30 && code <= 0xfe4f) || (code >= 0xff00 && code <= 0xff60)
    || (code >= 0xffe0 && code <= 0xffe6) || code >= 0x20000 ? 2 : 1;
}

const widthOf = (text: string) => Array.from(text).reduce((sum, char) => sum + charColumns(char), 0);

/** Text wrapped on words to the full width (a word longer than a line, or a sentence without spaces, is broken). */
export function wrapWords(text: string, columns: number): string[] {
  const lines: string[] = [];
  let current = '';
  const put = (piece: string) => {
    if (!current) current = piece;
    else if (widthOf(current) + 1 + widthOf(piece) <= columns) current = `${current} ${piece}`;
    else { lines.push(current); current = piece; }
  };
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    let piece = '';
    for (const char of Array.from(word)) {
      if (widthOf(piece) + charColumns(char) > columns) { put(piece); piece = ''; }
      piece += char;
    }
    if (piece) put(piece);
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * The copies of a nota's slip, line by line: one copy, or two when the slip type's duplicate-print flag is on, labelled
 * Pelanggan then Internal (§4); the terms only on the first copy. The printer cuts after each copy.
 */
export function layoutSlip(nota: NotaData, labels: SlipLabels, { columns, duplicate, reprint = false }: { columns: number; duplicate: boolean; reprint?: boolean }): SlipLine[][] {
  const rule: SlipLine = { text: '-'.repeat(columns) };
  const labelWidth = 8;
  const body: SlipLine[] = [
    { text: nota.toko.namaToko, center: true, bold: true },
    ...wrapWords(nota.toko.alamatToko, columns).slice(0, 3).map((text) => ({ text, center: true })),
    rule,
    { text: nota.kind === 'penjualan' ? labels.penjualan : labels.pembelian, center: true, bold: true },
    // The number on its own line: JL-CAB01-20261123-00001 and a label do not fit 32 columns together.
    { text: nota.nomor, center: true },
    ...field(labels.tanggal, [nota.tanggal], labelWidth),
    ...field(labels.kasir, [nota.kasir], labelWidth),
    ...field(labels.sales, [nota.sales], labelWidth),
    ...field(labels.customer, cutField(nota.customer.nama, CUSTOMER_LINES), labelWidth),
    ...field(labels.alamat, cutField(nota.customer.alamat, CUSTOMER_LINES), labelWidth),
    rule,
  ];
  nota.lines.forEach((line, index) => {
    const number = `${index + 1}. `;
    const indent = ' '.repeat(number.length);
    cutField(line.namaBarang, ITEM_LINES).forEach((text, at) => body.push({ text: (at === 0 ? number : indent) + text }));
    cutField(line.keterangan, ITEM_LINES).forEach((text) => body.push({ text: indent + text }));
    body.push({ text: `${indent}${formatDecimal(line.berat, 3)} gr`, right: formatRupiah(line.harga) });
  });
  body.push(rule);
  body.push({ text: `${nota.jumlahBarang} pcs`, right: `${formatDecimal(nota.totalBerat, 3)} gr` });
  if (nota.ppn > 0) {
    body.push({ text: labels.subtotal, right: formatRupiah(nota.subtotal) });
    body.push({ text: `${labels.ppn} ${formatDecimal(nota.ppnPersen, 2)} %`, right: formatRupiah(nota.ppn) });
  }
  body.push({ text: labels.total, right: formatRupiah(nota.total), bold: true });
  if (nota.bayar.tunai > 0) body.push({ text: labels.tunai, right: formatRupiah(nota.bayar.tunai) });
  if (nota.bayar.transfer > 0) body.push({ text: labels.transfer, right: formatRupiah(nota.bayar.transfer) });
  if (nota.bayar.kartu > 0) body.push({ text: labels.kartu, right: formatRupiah(nota.bayar.kartu) });
  if (nota.kembalian > 0) {
    body.push({ text: labels.uangDiterima, right: formatRupiah(nota.uangDiterima) });
    body.push({ text: labels.kembalian, right: formatRupiah(nota.kembalian) });
  }
  if (reprint) body.push({ text: labels.cetakUlang, center: true });

  const copies = duplicate ? [labels.copyPelanggan, labels.copyInternal] : [null];
  return copies.map((copy, index) => [
    ...(copy ? [{ text: copy, center: true, bold: true }] : []),
    ...body,
    ...(index === 0 && labels.syarat ? [{ ...rule }, ...wrapWords(labels.syarat, columns).map((text) => ({ text }))] : []),
  ]);
}
