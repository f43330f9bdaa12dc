import { formatDecimal, formatDateTime, formatRupiah } from '@/lib/format';
import { writeFooter, writeShopHeading } from '@/lib/reports/pdf-parts';
import { createPdf, lineHeight, writeLine } from '@/lib/reports/pdf-text';
import type { SlipLabels } from '../slip/layout';
import type { NotaData } from '../types';

const MARGIN = 40;

export type NotaA4Labels = SlipLabels & Record<'barcode' | 'namaBarang' | 'keterangan' | 'berat' | 'harga' | 'printedBy' | 'pageOf', string>;

/** The nota on portrait A4: shop heading, title and number, customer, the lines in a table, totals, payments, terms. */
export function renderNotaA4Pdf(nota: NotaData, labels: NotaA4Labels, printedBy: string, reprint: boolean) {
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
  for (const pair of info) {
    pair.forEach(([label, value], column) => {
      const x = MARGIN + column * half;
      writeLine(doc, label, x, y, { size: 9, width: 70 });
      writeLine(doc, `: ${value}`, x + 72, y, { size: 9, bold: true, width: half - 80 });
    });
    y += 15;
  }
  y += 8;
  const columns = [
    { key: 'no', label: '#', width: 22, align: 'left' as const },
    { key: 'barcode', label: labels.barcode, width: 90, align: 'left' as const },
    { key: 'nama', label: labels.namaBarang, width: 150, align: 'left' as const },
    { key: 'ket', label: labels.keterangan, width: width - 22 - 90 - 150 - 70 - 95, align: 'left' as const },
    { key: 'berat', label: `${labels.berat} (gr)`, width: 70, align: 'right' as const },
    { key: 'harga', label: labels.harga, width: 95, align: 'right' as const },
  ];
  const row = (cells: string[], bold: boolean) => {
    let x = MARGIN;
    columns.forEach((column, index) => { writeLine(doc, cells[index] ?? '', x + 3, y + 4, { size: 9, bold, width: column.width - 6, align: column.align }); x += column.width; });
    y += 18;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor('#999').stroke();
  };
  doc.rect(MARGIN, y, width, 18).fill('#f3f4f6').fillColor('#000');
  row(columns.map((column) => column.label), true);
  nota.lines.forEach((line, index) => {
    if (y > doc.page.height - MARGIN - 160) { doc.addPage(); y = MARGIN; }
    row([String(index + 1), line.kodeBarcode, line.namaBarang, line.keterangan, formatDecimal(line.berat, 3), formatRupiah(line.harga)], false);
  });
  y += 8;
  const totals: [string, string, boolean][] = [[`${nota.jumlahBarang} pcs`, `${formatDecimal(nota.totalBerat, 3)} gr`, false]];
  if (nota.ppn > 0) {
    totals.push([labels.subtotal, formatRupiah(nota.subtotal), false], [`${labels.ppn} ${formatDecimal(nota.ppnPersen, 2)} %`, formatRupiah(nota.ppn), false]);
  }
  totals.push([labels.total, formatRupiah(nota.total), true]);
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
  doc.fontSize(8).fillColor('#333').text(labels.syarat, MARGIN, y, { width: width * 0.6 });
  doc.fillColor('#000');
  writeFooter(doc, { margin: MARGIN, printed: `${labels.printedBy} ${printedBy} · ${formatDateTime(new Date())}`, pageLabel: '' });
  doc.end();
  return doc;
}
