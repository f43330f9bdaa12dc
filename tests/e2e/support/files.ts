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

/**
 * A real JPEG of random noise, which compresses poorly: about 0.83 bytes a pixel at quality 90 and 1.02 at 95, so
 * 1514×1514 at 90 is about 1.9 MB and 3040×3040 at 95 about 9.4 MB.
 */
export async function noiseJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  const { randomBytes } = await import('node:crypto');
  const { default: sharp } = await import('sharp');
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
}
