import { z } from 'zod';

const code = z.string().trim().max(20);

/** Start a count: a tray of a warehouse, or the whole warehouse (kodeBaki ''). Messages are keys under `errors.`. */
export const startOpnameSchema = z.object({
  kodeGudang: code.min(1, 'opnameGudangRequired'),
  kodeBaki: code.default(''),
  idempotencyKey: z.string().min(8).max(80),
});

/** Most codes a paste (or an RFID reader) sends at once. */
export const MAX_SCANS_PER_CALL = 2000;

/** Scanned or pasted barcodes: blank lines dropped, each code upper-cased as printed on the labels. */
export const scanOpnameSchema = z.object({
  noOpname: z.string().trim().min(1).max(40),
  barcodes: z
    .array(z.string().trim().toUpperCase().max(30, 'opnameBarcodeInvalid'))
    .transform((codes) => [...new Set(codes.filter((one) => one.length > 0))])
    .pipe(z.array(z.string()).min(1, 'opnameBarcodeRequired').max(MAX_SCANS_PER_CALL, 'opnameTooManyBarcodes')),
});

export const closeOpnameSchema = z.object({
  noOpname: z.string().trim().min(1).max(40),
  otorisasi: z.string().max(80).default(''),
});

export { splitBarcodes } from './split-barcodes';
