import 'server-only';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ValidationError } from '@/lib/errors/app-error';

export type SheetRow = { line: number; values: Record<string, string> };

/** §5: headers lowercased, spaces turned into underscores ("Nama Barang" → nama_barang). */
export const headerKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, '_');

/** A cell as text: numbers as JavaScript writes them (1.25 → "1.25"), rich text joined, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/**
 * The rows of an uploaded .xlsx (its first sheet) or .csv: the first row names the columns; every later row that is not
 * empty is one item, with its line number in the file (the header is line 1). CSV cells are read as written (no
 * number conversion), so "1,250" and "001" reach the schema as typed.
 */
export async function readSheet(fileName: string, bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  const lower = fileName.toLowerCase();
  try {
    if (lower.endsWith('.xlsx')) {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      sheet = workbook.worksheets[0];
    } else if (lower.endsWith('.csv')) {
      sheet = await workbook.csv.read(Readable.from(bytes), { map: (value: unknown) => value } as unknown as ExcelJS.CsvReadOptions);
    } else {
      throw ValidationError('importFormat');
    }
  } catch (error) {
    if (error instanceof Error && error.message === 'importFormat') throw error;
    throw ValidationError('importFormat');
  }
  if (!sheet) throw ValidationError('importKosong');
  let headers: string[] = [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
    if (headers.length === 0) {
      headers = cells.map(headerKey);
      return;
    }
    if (cells.every((cell) => cell.trim() === '')) return;
    rows.push({ line, values: Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? ''])) });
  });
  return rows;
}
