import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';

/** The text and page count of a PDF, read with poppler's pdftotext and pdfinfo. */
export function readPdf(body: Buffer): { text: string; pages: number; pageSize: string } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kilau-pdf-')), 'file.pdf');
  fs.writeFileSync(file, body);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  const info = execFileSync('pdfinfo', [file]).toString();
  const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
  // "841.89 x 595.28 pts (A4)" for landscape A4.
  const pageSize = /Page size:\s+(.+)/.exec(info)![1].trim();
  return { text, pages, pageSize };
}

/** Every row of the first sheet as an array of cell values. */
export async function readXlsx(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow({ includeEmpty: false }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
