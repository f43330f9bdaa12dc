import { formatDateTime } from '../format';
import type { ReportColumn } from './definition';
import { formatCell, isNumeric, type GroupTotals, type ReportTotals } from './format-cell';
import type { NumberStyle } from '../format/number-style';
import { writeFooter, writeShopHeading } from './pdf-parts';
import { createPdf, fitHeader, lineHeight, writeLine } from './pdf-text';
import { waitForRead } from './wait-for-reader';

export { splitAddress } from './pdf-parts';

export type PdfHeader = {
  orientation?: 'portrait' | 'landscape';
  /** Rows come sorted by this key; a heading row opens each group. */
  groupBy?: string;
  /** A group heading's words (the page's); the value itself when absent. */
  groupHeading?: (value: unknown) => string;
  /** Each group's sums, written in its heading under their columns. */
  groupTotals?: GroupTotals;
  shopName: string;
  shopAddress: string;
  title: string;
  period: string;
  printedBy: string;
  /** The separators of the user's language for weights and numbers (Rupiah stays Indonesian). */
  numberStyle?: NumberStyle;
  labels: { columns: Record<string, string>; grandTotal: string; printedBy: string; pageOf: (page: number, pages: number) => string };
};

const MARGIN = 28;
const ROW_HEIGHT = 15;
const FONT_SIZE = 7.5;
const ROWS_BETWEEN_YIELDS = 250;

/**
 * The page breaks of the table, line by line: each call tells whether a new page starts before the next line. The
 * header row is one line high, or taller when a column's header takes two lines.
 */
export function pager(firstY: number, bottom: number, headerHeight = ROW_HEIGHT): () => boolean {
  let y = firstY + headerHeight;
  return () => {
    if (y + ROW_HEIGHT > bottom) {
      y = MARGIN + headerHeight + ROW_HEIGHT;
      return true;
    }
    y += ROW_HEIGHT;
    return false;
  };
}

/** Every line has the same height, so "n of N" is known from the number of lines before anything is drawn. */
export function countPages(lineCount: number, firstY: number, bottom: number, headerHeight = ROW_HEIGHT): number {
  const next = pager(firstY, bottom, headerHeight);
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
  const doc = createPdf({ size: 'A4', layout: header.orientation ?? 'landscape', margin: MARGIN, info: { Title: header.title, Author: 'Kilau' } });
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

  const cell = (text: string, column: number, y: number, numeric: boolean, bold = false) =>
    writeLine(doc, text, xs[column] + 3, y + 4, { size: FONT_SIZE, bold, width: weights[column] * unit - 6, align: numeric ? 'right' : 'left' });
  // Headers are never cut: a long one takes two lines, or a smaller size, measured once for every page.
  const headers = columns.map((column, i) => fitHeader(doc, header.labels.columns[column.label] ?? column.label, weights[i] * unit - 6, FONT_SIZE));
  const headerLine = lineHeight(doc, FONT_SIZE) * 0.85;
  const headerHeight = headers.some((fitted) => fitted.lines.length > 1) ? Math.ceil(ROW_HEIGHT + headerLine) : ROW_HEIGHT;
  const headerRow = (y: number) => {
    doc.rect(MARGIN, y, width, headerHeight).fill('#f5f0e6').fillColor('#000');
    writeLine(doc, '#', MARGIN + 3, y + 4, { size: FONT_SIZE, bold: true, width: numberWidth - 6 });
    headers.forEach((fitted, i) => fitted.lines.forEach((line, n) =>
      writeLine(doc, line, xs[i] + 3, y + 4 + n * headerLine, { size: fitted.size, bold: true, width: weights[i] * unit - 6, align: isNumeric(columns[i].format) ? 'right' : 'left' })));
    return y + headerHeight;
  };
  const footer = (page: number, pages: number) => writeFooter(doc, { margin: MARGIN, printed, pageLabel: header.labels.pageOf(page, pages) });

  let top = writeShopHeading(doc, header.shopName, header.shopAddress, MARGIN) + 4;
  writeLine(doc, header.title, MARGIN, top, { size: 13, bold: true, width, align: 'center' });
  top += lineHeight(doc, 13);
  writeLine(doc, header.period, MARGIN, top, { size: 9, width, align: 'center' });
  const firstY = top + lineHeight(doc, 9) + 8;

  const hasTotals = columns.some((column) => column.total);
  const firstTotal = columns.findIndex((column) => column.total);
  const pages = countPages(count.rows + (header.groupBy ? count.groups : 0) + (hasTotals ? 1 : 0), firstY, bottom, headerHeight);
  const breaksBefore = pager(firstY, bottom, headerHeight);

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
          const sums = firstTotal >= 0 ? header.groupTotals?.[String(group)]?.totals : undefined;
          writeLine(doc, header.groupHeading ? header.groupHeading(group) : String(group), MARGIN + 3, y + 4,
            { size: FONT_SIZE, bold: true, width: (sums ? xs[firstTotal] - MARGIN : width) - 6 });
          if (sums) columns.forEach((column, c) => column.total && cell(formatCell(sums[column.key], column.format, '', header.numberStyle), c, y, true, true));
          y += ROW_HEIGHT;
        }
        advance();
        if (index % 2 === 1) doc.rect(MARGIN, y, width, ROW_HEIGHT).fill('#fafaf9').fillColor('#000');
        writeLine(doc, String(index + 1), MARGIN + 3, y + 4, { size: FONT_SIZE });
        columns.forEach((column, c) => cell(formatCell(row[column.key], column.format, column.emptyAs, header.numberStyle), c, y, isNumeric(column.format)));
        y += ROW_HEIGHT;
        if (index++ % ROWS_BETWEEN_YIELDS === ROWS_BETWEEN_YIELDS - 1) await new Promise((resolve) => setImmediate(resolve));
      }
      await waitForRead(doc);
    }
    if (hasTotals) {
      advance();
      doc.rect(MARGIN, y, width, ROW_HEIGHT).fill('#fde68a').fillColor('#000');
      writeLine(doc, header.labels.grandTotal, MARGIN + 3, y + 4, { size: FONT_SIZE, bold: true, width: xs[firstTotal] - MARGIN - 6 });
      columns.forEach((column, c) => {
        if (column.total) cell(formatCell(totals[column.key], column.format, '', header.numberStyle), c, y, true, true);
      });
    }
    footer(page, pages);
    doc.end();
  })().catch((error) => doc.destroy(error));
  return doc;
}
