import PDFDocument from 'pdfkit';
import { formatDateTime } from '../format';
import type { ReportColumn } from './definition';
import { formatCell, isNumeric } from './format-cell';

export type PdfHeader = {
  orientation?: 'portrait' | 'landscape';
  /** Rows come sorted by this key; a heading row opens each group. */
  groupBy?: string;
  shopName: string;
  shopAddress: string;
  title: string;
  period: string;
  printedBy: string;
  labels: { columns: Record<string, string>; grandTotal: string; printedBy: string; pageOf: (page: number, pages: number) => string };
};

const MARGIN = 28;
const ROW_HEIGHT = 15;
const FONT_SIZE = 7.5;

/** The address on two lines: the first 48 characters, then characters 48 to 90 (§9). */
export function splitAddress(address: string): [string, string] {
  return [address.slice(0, 48), address.slice(48, 90)];
}

/**
 * Writes a report as a landscape A4 table with pdfkit: shop name and address, title, period, a header row
 * repeated on every page, the grand-total row, and the footer "Printed By" user and time with "n of N".
 * Returns the document as a stream; it yields to the event loop between pages so other requests go on.
 */
export function renderReportPdf(columns: ReportColumn<Record<string, unknown>>[], rows: Record<string, unknown>[], totals: Record<string, number>, header: PdfHeader) {
  const doc = new PDFDocument({ size: 'A4', layout: header.orientation ?? 'landscape', margin: MARGIN, bufferPages: true, info: { Title: header.title, Author: 'Kilau' } });
  const width = doc.page.width - MARGIN * 2;
  const weights = columns.map((column) => column.width ?? 1);
  const numberWidth = 26;
  const unit = (width - numberWidth) / weights.reduce((a, b) => a + b, 0);
  const xs: number[] = [];
  let x = MARGIN + numberWidth;
  for (const weight of weights) {
    xs.push(x);
    x += weight * unit;
  }
  const bottom = doc.page.height - MARGIN - 20;

  const cell = (text: string, column: number, y: number, numeric: boolean, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    doc.text(text, xs[column] + 3, y + 4, { width: weights[column] * unit - 6, align: numeric ? 'right' : 'left', lineBreak: false, ellipsis: true });
  };
  const headerRow = (y: number) => {
    doc.rect(MARGIN, y, width, ROW_HEIGHT).fill('#f5f0e6').fillColor('#000');
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE).text('#', MARGIN + 3, y + 4, { width: numberWidth - 6, lineBreak: false });
    columns.forEach((column, i) => cell(header.labels.columns[column.label] ?? column.label, i, y, isNumeric(column.format), true));
    return y + ROW_HEIGHT;
  };

  let y = MARGIN;
  doc.font('Helvetica-Bold').fontSize(12).text(header.shopName, MARGIN, y);
  const [line1, line2] = splitAddress(header.shopAddress);
  doc.font('Helvetica').fontSize(8).text(line1).text(line2 || ' ');
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(13).text(header.title, { align: 'center' });
  doc.font('Helvetica').fontSize(9).text(header.period, { align: 'center' });
  y = headerRow(doc.y + 8);

  rows.forEach((row, index) => {
    if (y + ROW_HEIGHT > bottom) {
      doc.addPage();
      y = headerRow(MARGIN);
    }
    if (header.groupBy && (index === 0 || rows[index - 1][header.groupBy] !== row[header.groupBy])) {
      doc.rect(MARGIN, y, width, ROW_HEIGHT).fill('#e7e5e4').fillColor('#000');
      doc.font('Helvetica-Bold').fontSize(FONT_SIZE).text(String(row[header.groupBy]), MARGIN + 3, y + 4, { lineBreak: false });
      y += ROW_HEIGHT;
      if (y + ROW_HEIGHT > bottom) {
        doc.addPage();
        y = headerRow(MARGIN);
      }
    }
    if (index % 2 === 1) doc.rect(MARGIN, y, width, ROW_HEIGHT).fill('#fafaf9').fillColor('#000');
    doc.font('Helvetica').fontSize(FONT_SIZE).text(String(index + 1), MARGIN + 3, y + 4, { width: numberWidth - 6, lineBreak: false });
    columns.forEach((column, i) => cell(formatCell(row[column.key], column.format, column.emptyAs), i, y, isNumeric(column.format)));
    y += ROW_HEIGHT;
  });

  if (columns.some((column) => column.total)) grandTotalRow();

  function grandTotalRow() {
  if (y + ROW_HEIGHT > bottom) {
    doc.addPage();
    y = headerRow(MARGIN);
  }
  doc.rect(MARGIN, y, width, ROW_HEIGHT).fill('#fde68a').fillColor('#000');
  doc.font('Helvetica-Bold').fontSize(FONT_SIZE).text(header.labels.grandTotal, MARGIN + 3, y + 4, { lineBreak: false });
  columns.forEach((column, i) => {
    if (column.total) cell(formatCell(totals[column.key], column.format), i, y, true, true);
  });
  }

  const range = doc.bufferedPageRange();
  const printed = `${header.labels.printedBy} ${header.printedBy} · ${formatDateTime(new Date())}`;
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - MARGIN - 8;
    doc.font('Helvetica').fontSize(7).fillColor('#555');
    doc.text(printed, MARGIN, footerY, { lineBreak: false });
    doc.text(header.labels.pageOf(page + 1, range.count), MARGIN, footerY, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return doc;
}
