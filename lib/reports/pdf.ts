import PDFDocument from 'pdfkit';
import { formatDateTime } from '../format';
import type { ReportColumn } from './definition';
import { formatCell, isNumeric, type ReportTotals } from './format-cell';
import { writeFooter, writeShopHeading } from './pdf-parts';
import { waitForRead } from './wait-for-reader';

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

/** The page breaks of the table, line by line: each call tells whether a new page starts before the next line. */
export function pager(firstY: number, bottom: number): () => boolean {
  let y = firstY + ROW_HEIGHT;
  return () => {
    if (y + ROW_HEIGHT > bottom) {
      y = MARGIN + ROW_HEIGHT * 2;
      return true;
    }
    y += ROW_HEIGHT;
    return false;
  };
}

/** Every line has the same height, so "n of N" is known from the number of lines before anything is drawn. */
export function countPages(lineCount: number, firstY: number, bottom: number): number {
  const next = pager(firstY, bottom);
  let pages = 1;
  for (let i = 0; i < lineCount; i++) if (next()) pages++;
  return pages;
}

/**
 * Writes a report as an A4 table with pdfkit (landscape unless the definition says portrait): shop name and address,
 * title, period, a header row on every page, the grand-total row, and the footer "Printed By" user and time with
 * "n of N" (counted from the rows and group headings of the whole result). Rows arrive in batches (a cursor's); pages
 * stream out as they are finished, the next batch is read once the reader has caught up, and the writer yields to the
 * event loop every few hundred rows, so a long PDF neither holds every row or page in memory nor keeps others waiting.
 */
export function renderReportPdf(
  columns: ReportColumn<Record<string, unknown>>[],
  batches: AsyncIterable<Record<string, unknown>[]>,
  totals: ReportTotals,
  count: { rows: number; groups: number },
  header: PdfHeader,
) {
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

  const hasTotals = columns.some((column) => column.total);
  const pages = countPages(count.rows + (header.groupBy ? count.groups : 0) + (hasTotals ? 1 : 0), firstY, bottom);
  const breaksBefore = pager(firstY, bottom);

  (async () => {
    let page = 1;
    let y = headerRow(firstY);
    /** Moves to the next line, starting a new page when the current one is full. */
    const advance = () => {
      if (breaksBefore()) {
        footer(page, pages);
        doc.addPage();
        page++;
        y = headerRow(MARGIN);
      }
    };
    let index = 0;
    let group: unknown;
    for await (const rows of batches) {
      if (doc.destroyed) break;
      for (const row of rows) {
        if (header.groupBy && (index === 0 || group !== row[header.groupBy])) {
          group = row[header.groupBy];
          advance();
          doc.rect(MARGIN, y, width, ROW_HEIGHT).fill('#e7e5e4').fillColor('#000');
          doc.font('Helvetica-Bold').fontSize(FONT_SIZE).text(String(group), MARGIN + 3, y + 4, { lineBreak: false });
          y += ROW_HEIGHT;
        }
        advance();
        if (index % 2 === 1) doc.rect(MARGIN, y, width, ROW_HEIGHT).fill('#fafaf9').fillColor('#000');
        doc.font('Helvetica').fontSize(FONT_SIZE).text(String(index + 1), MARGIN + 3, y + 4, { width: numberWidth - 6, lineBreak: false });
        columns.forEach((column, c) => cell(formatCell(row[column.key], column.format, column.emptyAs), c, y, isNumeric(column.format)));
        y += ROW_HEIGHT;
        if (index++ % ROWS_BETWEEN_YIELDS === ROWS_BETWEEN_YIELDS - 1) await new Promise((resolve) => setImmediate(resolve));
      }
      await waitForRead(doc);
    }
    if (hasTotals) {
      advance();
      doc.rect(MARGIN, y, width, ROW_HEIGHT).fill('#fde68a').fillColor('#000');
      doc.font('Helvetica-Bold').fontSize(FONT_SIZE).text(header.labels.grandTotal, MARGIN + 3, y + 4, { lineBreak: false });
      columns.forEach((column, c) => {
        if (column.total) cell(formatCell(totals[column.key], column.format), c, y, true, true);
      });
    }
    footer(page, pages);
    doc.end();
  })().catch((error) => doc.destroy(error));
  return doc;
}
