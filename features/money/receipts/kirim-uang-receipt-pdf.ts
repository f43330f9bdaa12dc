import angkaTerbilang from '@develoka/angka-terbilang-js';
import PDFDocument from 'pdfkit';
import { formatDateTime, formatRupiah } from '@/lib/format';
import type { KirimUangRow } from '../services/kirim-uang';
import { writeFooter, writeShopHeading } from '@/lib/reports/pdf-parts';

const MARGIN = 36;

export type KirimUangLabels = Record<
  'title' | 'nomorReferensi' | 'tanggal' | 'dariToko' | 'kepada' | 'keterangan' | 'status' | 'jumlah' | 'terbilang' | 'rupiah'
  | 'dikirimOleh' | 'diterimaOleh' | 'printedBy' | 'pageOf' | 'statusOPEN' | 'statusDONE',
  string
>;

/** Whole Rupiah in words, as Indonesian receipts write them: "Tujuh Juta Lima Ratus Ribu Rupiah". */
export function terbilangRupiah(amount: number, rupiah: string): string {
  const words = `${angkaTerbilang(String(amount))} ${rupiah}`;
  return words.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

/** The landscape A4 receipt of money a branch sends to head office (§2.8): heading, details, amount in figures and words, signatures. */
export function renderKirimUangReceiptPdf(transfer: KirimUangRow, pusat: { namaToko: string }, labels: KirimUangLabels, printedBy: string) {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: `${labels.title} ${transfer.nomorReferensi}` } });
  const width = doc.page.width - MARGIN * 2;
  writeShopHeading(doc, transfer.namaToko, transfer.alamatToko, MARGIN);
  doc.moveDown(1).font('Helvetica-Bold').fontSize(16).text(labels.title, MARGIN, doc.y, { width, align: 'center' });
  doc.moveDown(1);

  const rows: [string, string][] = [
    [labels.nomorReferensi, transfer.nomorReferensi],
    [labels.tanggal, formatDateTime(new Date(transfer.tanggal))],
    [labels.dariToko, `${transfer.kodeToko} · ${transfer.namaToko}`],
    [labels.kepada, pusat.namaToko],
    [labels.keterangan, transfer.keterangan || '-'],
    [labels.status, transfer.status === 'DONE' ? labels.statusDONE : labels.statusOPEN],
  ];
  let y = doc.y;
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(10).text(label, MARGIN, y, { width: 130, lineBreak: false });
    doc.font('Helvetica-Bold').text(`: ${value}`, MARGIN + 130, y, { width: width - 130, lineBreak: false, ellipsis: true });
    y += 17;
  }

  y += 10;
  doc.roundedRect(MARGIN, y, width, 62, 6).lineWidth(1).strokeColor('#b45309').stroke();
  doc.font('Helvetica').fontSize(10).fillColor('#000').text(labels.jumlah, MARGIN + 14, y + 12, { lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(20).text(formatRupiah(transfer.jumlah), MARGIN + 130, y + 8, { lineBreak: false });
  doc.font('Helvetica').fontSize(10).text(labels.terbilang, MARGIN + 14, y + 40, { lineBreak: false });
  doc.font('Helvetica-Oblique').text(`: ${terbilangRupiah(transfer.jumlah, labels.rupiah)}`, MARGIN + 130, y + 40, { width: width - 144, lineBreak: false, ellipsis: true });

  y += 100;
  const box = 200;
  const signature = (label: string, name: string | null, x: number) => {
    doc.font('Helvetica').fontSize(10).text(label, x, y, { width: box, align: 'center' });
    doc.moveTo(x + 20, y + 70).lineTo(x + box - 20, y + 70).strokeColor('#000').stroke();
    doc.text(name ?? ' ', x, y + 75, { width: box, align: 'center' });
  };
  signature(labels.dikirimOleh, transfer.createdBy, MARGIN + 20);
  signature(labels.diterimaOleh, transfer.receivedBy, MARGIN + width - box - 20);

  writeFooter(doc, { margin: MARGIN, printed: `${labels.printedBy} ${printedBy} · ${formatDateTime(new Date())}`, pageLabel: labels.pageOf });
  doc.end();
  return doc;
}
