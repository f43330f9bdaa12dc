import { formatDate, formatDateTime, formatInteger, formatRupiah, formatWeight, sumRupiah, sumWeights } from '@/lib/format';
import { INDONESIAN_NUMBERS, type NumberStyle } from '@/lib/format/number-style';
import type { TransferReceipt } from '../services/print-transfer-receipt';
import { writeFooter, writeShopHeading } from '@/lib/reports/pdf-parts';
import { createPdf, lineHeight, writeLine } from '@/lib/reports/pdf-text';

const MARGIN = 36;
const MM = 72 / 25.4;
const PHOTO = 20 * MM;

export type ReceiptLabels = Record<'title' | 'noPindah' | 'tanggal' | 'gudang' | 'baki' | 'inputBy' | 'foto' | 'barcode' | 'keterangan' | 'berat' | 'size' | 'qty' | 'hargaJual' | 'total' | 'diserahkan' | 'diterima' | 'printedBy', string> & {
  pageOf: (page: number, pages: number) => string;
};

/** The TANDA TERIMA of a stock transfer: portrait A4, a 20 mm photo per item (§9); grams and counts in `numbers`, the labels' language's separators. */
export function renderTransferReceiptPdf(receipt: TransferReceipt, labels: ReceiptLabels, printedBy: string, numbers: NumberStyle = INDONESIAN_NUMBERS) {
  const doc = createPdf({ size: 'A4', layout: 'portrait', margin: MARGIN, bufferPages: true, info: { Title: `${labels.title} ${receipt.noPindah}` } });
  const width = doc.page.width - MARGIN * 2;
  const columns = [
    { label: '#', width: 22, align: 'left' as const },
    { label: labels.foto, width: PHOTO + 8, align: 'left' as const },
    { label: labels.barcode, width: 80, align: 'left' as const },
    { label: labels.keterangan, width: 0, align: 'left' as const },
    { label: labels.berat, width: 55, align: 'right' as const },
    { label: labels.size, width: 32, align: 'right' as const },
    { label: labels.qty, width: 28, align: 'right' as const },
    { label: labels.hargaJual, width: 80, align: 'right' as const },
  ];
  columns[3].width = width - columns.reduce((sum, column) => sum + column.width, 0);
  const xs = columns.reduce<number[]>((acc, column, i) => [...acc, i === 0 ? MARGIN : acc[i - 1] + columns[i - 1].width], []);
  const bottom = doc.page.height - MARGIN - 24;
  const text = (value: string, i: number, y: number, bold = false) =>
    writeLine(doc, value, xs[i] + 3, y, { size: 8, bold, width: columns[i].width - 6, align: columns[i].align });
  const headerRow = (y: number) => {
    doc.rect(MARGIN, y, width, 16).fill('#f5f0e6').fillColor('#000');
    columns.forEach((column, i) => text(column.label, i, y + 4, true));
    return y + 16;
  };

  const titleY = writeShopHeading(doc, receipt.namaToko, receipt.alamatToko, MARGIN) + 6;
  writeLine(doc, labels.title, MARGIN, titleY, { size: 15, bold: true, width, align: 'center' });
  const info: [string, string][] = [
    [labels.noPindah, receipt.noPindah], [labels.tanggal, formatDate(receipt.tanggal)], [labels.gudang, receipt.kodeGudang],
    [labels.baki, receipt.kodeBaki], [labels.inputBy, receipt.inputBy],
  ];
  let y = titleY + lineHeight(doc, 15) + 4;
  for (const [label, value] of info) {
    writeLine(doc, label, MARGIN, y, { size: 9, width: 86 });
    writeLine(doc, `: ${value}`, MARGIN + 90, y, { size: 9, bold: true, width: width - 90 });
    y += 14;
  }
  y = headerRow(y + 8);
  const rowHeight = PHOTO + 6;
  receipt.items.forEach((item, index) => {
    if (y + rowHeight > bottom) {
      doc.addPage();
      y = headerRow(MARGIN);
    }
    const middle = y + rowHeight / 2 - 4;
    text(String(index + 1), 0, middle);
    doc.image(item.photo, xs[1] + 4, y + 3, { fit: [PHOTO, PHOTO], align: 'center', valign: 'center' });
    text(item.kodeBarcode, 2, middle);
    text(item.keterangan, 3, middle);
    text(formatWeight(item.berat, 3, numbers), 4, middle);
    text(item.size || '-', 5, middle);
    text(formatInteger(item.qty, numbers), 6, middle);
    text(formatRupiah(item.hargaJual), 7, middle);
    doc.moveTo(MARGIN, y + rowHeight).lineTo(MARGIN + width, y + rowHeight).strokeColor('#e7e5e4').stroke();
    y += rowHeight;
  });
  if (y + 90 > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  doc.rect(MARGIN, y, width, 16).fill('#fde68a').fillColor('#000');
  text(labels.total, 3, y + 4, true);
  text(formatWeight(sumWeights(receipt.items.map((item) => item.berat)), 3, numbers), 4, y + 4, true);
  text(formatInteger(receipt.items.reduce((sum, item) => sum + item.qty, 0), numbers), 6, y + 4, true);
  text(formatRupiah(sumRupiah(receipt.items.map((item) => item.hargaJual))), 7, y + 4, true);
  y += 40;
  for (const [label, x] of [[labels.diserahkan, MARGIN + 20], [labels.diterima, MARGIN + width - 180]] as const) {
    writeLine(doc, label, x, y, { size: 9, width: 160, align: 'center' });
    writeLine(doc, '(.................................)', x, y + 50, { size: 9, width: 160, align: 'center' });
  }

  const range = doc.bufferedPageRange();
  const printed = `${labels.printedBy} ${printedBy} · ${formatDateTime(new Date())}`;
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    writeFooter(doc, { margin: MARGIN, printed, pageLabel: labels.pageOf(page + 1, range.count) });
  }
  doc.end();
  return doc;
}
