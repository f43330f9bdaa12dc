import PDFDocument from 'pdfkit';
import { formatDateTime } from '../format';
import type { ReportColumn } from './definition';
import { formatCell, isNumeric, type ReportTotals } from './format-cell';
import { writeFooter, writeShopHeading } from './pdf-parts';

export { splitAddress } from './pdf-parts';

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
const ROWS_BETWEEN_YIELDS = 250;

type Line = { kind: 'group'; value: string } | { kind: 'row'; index: number } | { kind: 'total' };

/**
 * Places every line on a page before drawing anything, so "n of N" is known while the pages stream out.
 * Returns, for each line, whether a new page starts before it.
 */
export function paginate(lines: Line[], firstY: number, bottom: number): { breaks: boolean[]; pages: number } {
  let y = firstY + ROW_HEIGHT;
  let pages = 1;
  const breaks = lines.map(() => {
    if (y + ROW_HEIGHT > bottom) {
      pages++;
      y = MARGIN + ROW_HEIGHT * 2;
      return true;
    }
    y += ROW_HEIGHT;
    return false;
  });
  return { breaks, pages };
}

/**
 * Writes a report as an A4 table with pdfkit (landscape unless the definition says portrait): shop name and address,
 * title, period, a header row on every page, the grand-total row, and the footer "Printed By" user and time with
 * "n of N". Pages stream out as they are finished and the writer yields to the event loop every few hundred rows,
 * so a long PDF neither holds every page in memory nor keeps other requests waiting.
 */
export function renderReportPdf(columns: ReportColumn<Record<string, unknown>>[], rows: Record<string, unknown>[], totals: ReportTotals, header: PdfHeader) {
  const doc = new PDFDocument({ size: 'A4', layout: header.orientation ?? 'landscape', margin: MARGIN, info: { Title: header.title, Author: 'Kilau' } });
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
  const printed = `${header.labels.printedBy} ${header.printedBy} · ${formatDateTime(new Date())}`;

  const cell = (text: string, column: number, y: number, numeric: boolean, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    doc.text(text, xs[column] + 3, y + 4, { width: weights[column] * unit - 6, align: numeric ? 'right' : 'left', lineBreak: false, ellipsis: true, height: ROW_HEIGHT - 4 });
  };
  const headerRow = (y: number) => {
    doc.rect(MARGIN, y, width, ROW_HEIGHT).fill('#f5f0e6').fillColor('#000');
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE).text('#', MARGIN + 3, y + 4, { width: numberWidth - 6, lineBreak: false });
    columns.forEach((column, i) => cell(header.labels.columns[column.label] ?? column.label, i, y, isNumeric(column.format), true));
    return y + ROW_HEIGHT;
  };
  const footer = (page: number, pages: number) => writeFooter(doc, { margin: MARGIN, printed, pageLabel: header.labels.pageOf(page, pages) });

  writeShopHeading(doc, header.shopName, header.shopAddress, MARGIN);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(13).text(header.title, { align: 'center' });
  doc.font('Helvetica').fontSize(9).text(header.period, { align: 'center' });
  const firstY = doc.y + 8;

  const lines: Line[] = [];
  rows.forEach((row, index) => {
    if (header.groupBy && (index === 0 || rows[index - 1][header.groupBy] !== row[header.groupBy])) lines.push({ kind: 'group', value: String(row[header.groupBy]) });
    lines.push({ kind: 'row', index });
  });
  if (columns.some((column) => column.total)) lines.push({ kind: 'total' });
  const { breaks, pages } = paginate(lines, firstY, bottom);

  (async () => {
    let page = 1;
    let y = headerRow(firstY);
    for (let i = 0; i < lines.length; i++) {
      if (breaks[i]) {
        footer(page, pages);
        doc.addPage();
        page++;
        y = headerRow(MARGIN);
      }
      const line = lines[i];
      if (line.kind === 'group') {
        doc.rect(MARGIN, y, width, ROW_HEIGHT).fill('#e7e5e4').fillColor('#000');
        doc.font('Helvetica-Bold').fontSize(FONT_SIZE).text(line.value, MARGIN + 3, y + 4, { lineBreak: false });
      } else if (line.kind === 'row') {
        const row = rows[line.index];
        if (line.index % 2 === 1) doc.rect(MARGIN, y, width, ROW_HEIGHT).fill('#fafaf9').fillColor('#000');
        doc.font('Helvetica').fontSize(FONT_SIZE).text(String(line.index + 1), MARGIN + 3, y + 4, { width: numberWidth - 6, lineBreak: false });
        columns.forEach((column, c) => cell(formatCell(row[column.key], column.format, column.emptyAs), c, y, isNumeric(column.format)));
      } else {
        doc.rect(MARGIN, y, width, ROW_HEIGHT).fill('#fde68a').fillColor('#000');
        doc.font('Helvetica-Bold').fontSize(FONT_SIZE).text(header.labels.grandTotal, MARGIN + 3, y + 4, { lineBreak: false });
        columns.forEach((column, c) => {
          if (column.total) cell(formatCell(totals[column.key], column.format), c, y, true, true);
        });
      }
      y += ROW_HEIGHT;
      if (i % ROWS_BETWEEN_YIELDS === ROWS_BETWEEN_YIELDS - 1) await new Promise((resolve) => setImmediate(resolve));
    }
    footer(page, pages);
    doc.end();
  })().catch((error) => doc.destroy(error));
  return doc;
}
