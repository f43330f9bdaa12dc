import { formatDecimal, formatDateTime, formatRupiah, wrapText } from '@/lib/format';
import { INDONESIAN_NUMBERS, type NumberStyle } from '@/lib/format/number-style';
import { writeFooter, writeShopHeading } from '@/lib/reports/pdf-parts';
import { createPdf, lineHeight, writeLine } from '@/lib/reports/pdf-text';
import { termsOf, type SlipLabels } from '../slip/layout';
import type { NotaData } from '../types';

const MARGIN = 40;

export type NotaA4Labels = SlipLabels & Record<'barcode' | 'namaBarang' | 'keterangan' | 'berat' | 'harga' | 'printedBy' | 'pageOf', string>;

/**
 * The nota on portrait A4: shop heading, title and number, customer, the lines in a table, totals, payments, terms.
 * Grams and the PPN rate in `numbers`, the separators of the labels' language; Rupiah keeps "Rp. 1.234.567".
 */
export function renderNotaA4Pdf(nota: NotaData, labels: NotaA4Labels, printedBy: string, reprint: boolean, numbers: NumberStyle = INDONESIAN_NUMBERS) {
  const doc = createPdf({ size: 'A4', margin: MARGIN, info: { Title: `${nota.kind === 'penjualan' ? labels.penjualan : labels.pembelian} ${nota.nomor}` } });
  const width = doc.page.width - MARGIN * 2;
  let y = writeShopHeading(doc, nota.toko.namaToko, nota.toko.alamatToko, MARGIN) + 10;
  writeLine(doc, nota.kind === 'penjualan' ? labels.penjualan : labels.pembelian, MARGIN, y, { size: 15, bold: true, width, align: 'center' });
  y += lineHeight(doc, 15);
  if (reprint) { writeLine(doc, labels.cetakUlang, MARGIN, y, { size: 9, width, align: 'center', color: '#b45309' }); y += lineHeight(doc, 9); doc.fillColor('#000'); }
  y += 8;
  const half = width / 2;
  const info: [string, string][][] = [
    [[labels.nomor, nota.nomor], [labels.customer, nota.customer.nama || '-']],
    [[labels.tanggal, nota.tanggal], [labels.alamat, nota.customer.alamat || '-']],
    [[labels.kasir, nota.kasir], [labels.sales, nota.sales]],
  ];
  // A long customer name or address wraps between words, three lines at most as on the slip (§9), the cut marked.
  const colon = doc.fontSize(9).widthOfString(': ');
  const valueWidth = half - 80 - colon;
  for (const pair of info) {
    let lines = 1;
    pair.forEach(([label, value], column) => {
      const x = MARGIN + column * half;
      writeLine(doc, label, x, y, { size: 9, width: 70 });
      const values = wrapText(value, valueWidth, { maxLines: 3, measure: (text) => doc.fontSize(9).widthOfString(text) });
      writeLine(doc, ':', x + 72, y, { size: 9, bold: true });
      values.forEach((text, at) => writeLine(doc, text, x + 72 + colon, y + at * 12, { size: 9, bold: true, width: valueWidth }));
      lines = Math.max(lines, values.length);
    });
    y += 15 + (lines - 1) * 12;
  }
  y += 8;
  // The table at 8 pt: name and description wrap between words in their cells (two lines each, a cut marked "…").
  const size = 8;
  const columns = [
    { label: '#', width: 16, align: 'left' as const },
    { label: labels.barcode, width: 64, align: 'left' as const },
    { label: labels.namaBarang, width: 128, align: 'left' as const },
    { label: labels.keterangan, width: 0, align: 'left' as const },
    { label: `${labels.berat} (gr)`, width: 44, align: 'right' as const },
    { label: labels.hargaPerGram, width: 62, align: 'right' as const },
    { label: labels.ongkos, width: 56, align: 'right' as const },
    { label: labels.harga, width: 70, align: 'right' as const },
  ];
  columns[3].width = width - columns.reduce((sum, column) => sum + column.width, 0);
  const step = lineHeight(doc, size);
  const measure = (text: string) => doc.fontSize(size).widthOfString(text);
  const row = (cells: string[][], bold: boolean) => {
    const height = Math.max(...cells.map((lines) => lines.length)) * step + 6;
    let x = MARGIN;
    columns.forEach((column, index) => {
      (cells[index] ?? []).forEach((text, at) => writeLine(doc, text, x + 3, y + 3 + at * step, { size, bold, width: column.width - 6, align: column.align }));
      x += column.width;
    });
    y += height;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor('#999').stroke();
  };
  const wrapped = (text: string, index: number) => wrapText(text, columns[index].width - 6, { maxLines: 2, measure });
  doc.rect(MARGIN, y, width, step + 6).fill('#f3f4f6').fillColor('#000');
  row(columns.map((column) => [column.label]), true);
  nota.lines.forEach((line, index) => {
    if (y > doc.page.height - MARGIN - 160) { doc.addPage(); y = MARGIN; }
    // What made the price, as on the slip: per gram and ongkos, or the fixed price.
    const perGram = line.hargaTetap ? labels.hargaTetap : line.hargaPerGram === null ? '-' : formatRupiah(line.hargaPerGram);
    const ongkos = line.hargaTetap || line.ongkos === null ? '-' : formatRupiah(line.ongkos);
    row([[String(index + 1)], [line.kodeBarcode], wrapped(line.namaBarang, 2), wrapped(line.keterangan, 3), [formatDecimal(line.berat, 3, numbers)],
      [perGram], [ongkos], [formatRupiah(line.harga)]], false);
  });
  y += 8;
  const totals: [string, string, boolean][] = [[`${nota.jumlahBarang} ${labels.pcs}`, `${formatDecimal(nota.totalBerat, 3, numbers)} gr`, false]];
  if (nota.ppn > 0) {
    totals.push([labels.subtotal, formatRupiah(nota.subtotal), false], [`${labels.ppn} ${formatDecimal(nota.ppnPersen, 2, numbers)} %`, formatRupiah(nota.ppn), false]);
  }
  totals.push([labels.total, formatRupiah(nota.total), true]);
  if (nota.bayar.uangMuka) totals.push([labels.uangMuka, formatRupiah(nota.bayar.uangMuka), false]);
  if (nota.bayar.tunai > 0) totals.push([labels.tunai, formatRupiah(nota.bayar.tunai), false]);
  if (nota.bayar.transfer > 0) totals.push([labels.transfer, formatRupiah(nota.bayar.transfer), false]);
  if (nota.bayar.kartu > 0) totals.push([labels.kartu, formatRupiah(nota.bayar.kartu), false]);
  if (nota.kembalian > 0) totals.push([labels.uangDiterima, formatRupiah(nota.uangDiterima), false], [labels.kembalian, formatRupiah(nota.kembalian), false]);
  for (const [label, value, bold] of totals) {
    writeLine(doc, label, MARGIN + width - 260, y, { size: bold ? 11 : 9, bold, width: 150 });
    writeLine(doc, value, MARGIN + width - 110, y, { size: bold ? 11 : 9, bold, width: 110, align: 'right' });
    y += bold ? 18 : 14;
  }
  y += 14;
  for (const text of wrapText(termsOf(nota.kind, labels), width * 0.6, { measure })) {
    writeLine(doc, text, MARGIN, y, { size, color: '#333' });
    y += step;
  }
  doc.fillColor('#000');
  writeFooter(doc, { margin: MARGIN, printed: `${labels.printedBy} ${printedBy} · ${formatDateTime(new Date())}`, pageLabel: '' });
  doc.end();
  return doc;
}
