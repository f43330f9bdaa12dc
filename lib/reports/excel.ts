import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { ColumnFormat, ReportColumn } from './definition';
import type { GroupTotals, ReportTotals } from './format-cell';
import { waitForDrain } from './wait-for-reader';
import { formatDate } from '../format';

const NUMBER_FORMATS: Partial<Record<ColumnFormat, string>> = {
  money: '"Rp. "#,##0',
  weight3: '#,##0.000',
  weight2: '#,##0.00',
  // Over and under with their sign, as on the page.
  weightDiff: '+#,##0.000;-#,##0.000;0.000',
  percent: '0.00"%"',
  integer: '#,##0',
  date: 'yyyy-mm-dd',
};

export type ExcelHeader = {
  title: string; shopName: string; period: string; groupBy?: string;
  /** A group heading's words (the page's), and each group's sums written in its heading row. */
  groupHeading?: (value: unknown) => string; groupTotals?: GroupTotals;
  labels: { columns: Record<string, string>; grandTotal: string };
};

function cellValue(value: unknown, format: ColumnFormat, emptyAs = ''): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return emptyAs;
  if (format === 'text') return String(value);
  // A spreadsheet date has no time zone: the Jakarta day, as the screen shows it (05:30 in Jakarta is the day before in UTC).
  if (format === 'date') return new Date(`${formatDate(value as Date)}T00:00:00Z`);
  // A spreadsheet cell holds a double; the number format above shows it with the report's decimals.
  return Number(value);
}

/**
 * Streams a report as .xlsx with exceljs's WorkbookWriter: title, shop, period, header, rows, totals. Rows arrive in
 * batches (a cursor's); the next batch is read only once the reader has taken the file so far, and the writer yields to
 * the event loop every 500 rows, so a large file neither piles up in memory nor holds up other requests.
 */
export function writeReportExcel(columns: ReportColumn<Record<string, unknown>>[], batches: AsyncIterable<Record<string, unknown>[]>, totals: ReportTotals, header: ExcelHeader): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(header.title.slice(0, 31));
  const columnCount = columns.length;
  sheet.columns = columns.map((column) => ({ width: Math.max(12, Math.round((column.width ?? 1) * 16)), style: { numFmt: NUMBER_FORMATS[column.format] } }));
  (async () => {
    const title = sheet.addRow([header.title]);
    title.font = { bold: true, size: 14 };
    sheet.mergeCells(1, 1, 1, columnCount);
    title.commit();
    sheet.addRow([header.shopName]).commit();
    sheet.addRow([header.period]).commit();
    const head = sheet.addRow(columns.map((column) => header.labels.columns[column.label] ?? column.label));
    head.font = { bold: true };
    head.commit();
    let i = 0;
    let group: unknown;
    for await (const rows of batches) {
      if (stream.destroyed) break;
      for (const row of rows) {
        if (header.groupBy && (i === 0 || group !== row[header.groupBy])) {
          group = row[header.groupBy];
          const text = header.groupHeading ? header.groupHeading(group) : String(group);
          const sums = header.groupTotals?.[String(group)]?.totals;
          const heading = sheet.addRow(sums
            ? columns.map((column, c) => (column.total ? cellValue(sums[column.key], column.format) : c === 0 ? text : ''))
            : [text]);
          heading.font = { bold: true };
          heading.commit();
        }
        sheet.addRow(columns.map((column) => cellValue(row[column.key], column.format, column.emptyAs))).commit();
        if (i++ % 500 === 499) await new Promise((resolve) => setImmediate(resolve));
      }
      await waitForDrain(stream);
    }
    if (columns.some((column) => column.total)) {
      const totalRow = sheet.addRow(columns.map((column, c) => (column.total ? cellValue(totals[column.key], column.format) : c === 0 ? header.labels.grandTotal : '')));
      totalRow.font = { bold: true };
      totalRow.commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error) => stream.destroy(error));
  return stream;
}
