import angkaTerbilang from '@develoka/angka-terbilang-js';
import { formatDateTime, formatRupiah } from '@/lib/format';
import type { KirimUangRow } from '../services/kirim-uang';
import { writeFooter, writeShopHeading } from '@/lib/reports/pdf-parts';
import { createPdf, lineHeight, writeLine } from '@/lib/reports/pdf-text';

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
  const doc = createPdf({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: `${labels.title} ${transfer.nomorReferensi}` } });
  const width = doc.page.width - MARGIN * 2;
  const titleY = writeShopHeading(doc, transfer.namaToko, transfer.alamatToko, MARGIN) + 12;
  writeLine(doc, labels.title, MARGIN, titleY, { size: 16, bold: true, width, align: 'center' });

  const rows: [string, string][] = [
    [labels.nomorReferensi, transfer.nomorReferensi],
    [labels.tanggal, formatDateTime(new Date(transfer.tanggal))],
    [labels.dariToko, `${transfer.kodeToko} · ${transfer.namaToko}`],
    [labels.kepada, pusat.namaToko],
    [labels.keterangan, transfer.keterangan || '-'],
    [labels.status, transfer.status === 'DONE' ? labels.statusDONE : labels.statusOPEN],
  ];
  let y = titleY + lineHeight(doc, 16) + 12;
  for (const [label, value] of rows) {
    writeLine(doc, label, MARGIN, y, { size: 10, width: 126 });
    writeLine(doc, `: ${value}`, MARGIN + 130, y, { size: 10, bold: true, width: width - 130 });
    y += 17;
  }

  y += 10;
  doc.roundedRect(MARGIN, y, width, 62, 6).lineWidth(1).strokeColor('#b45309').stroke();
  writeLine(doc, labels.jumlah, MARGIN + 14, y + 10, { size: 10, color: '#000', width: 112 });
  writeLine(doc, formatRupiah(transfer.jumlah), MARGIN + 130, y + 4, { size: 20, bold: true });
  writeLine(doc, labels.terbilang, MARGIN + 14, y + 38, { size: 10, width: 112 });
  // The font has no italic face: the amount in words leans by a skew instead.
  doc.save().transform(1, 0, -0.2, 1, 0.2 * (y + 50), 0);
  writeLine(doc, `: ${terbilangRupiah(transfer.jumlah, labels.rupiah)}`, MARGIN + 130, y + 38, { size: 10, width: width - 144 });
  doc.restore();

  y += 100;
  const box = 200;
  const signature = (label: string, name: string | null, x: number) => {
    writeLine(doc, label, x, y, { size: 10, width: box, align: 'center' });
    doc.moveTo(x + 20, y + 70).lineTo(x + box - 20, y + 70).strokeColor('#000').stroke();
    writeLine(doc, name ?? ' ', x, y + 75, { size: 10, width: box, align: 'center' });
  };
  signature(labels.dikirimOleh, transfer.createdBy, MARGIN + 20);
  signature(labels.diterimaOleh, transfer.receivedBy, MARGIN + width - box - 20);

  writeFooter(doc, { margin: MARGIN, printed: `${labels.printedBy} ${printedBy} · ${formatDateTime(new Date())}`, pageLabel: labels.pageOf });
  doc.end();
  return doc;
}
