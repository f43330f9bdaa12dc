import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { barang, jenis } from '@/lib/db/schema/gram-ledger';
import { readDb } from '@/lib/db/transaction';
import { AppError, ValidationError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import type { LabelItem, LabelSize } from '../label-pdf';
import { settingDecimal } from '@/lib/settings/read';

export const LABELS_PATH = '/cetak-barcode';
/** One print at most: a full shop's display is a few thousand pieces; more is a mistake, not a print run. */
export const MAX_LABELS = 5000;

const barcodeText = z.string().trim().toUpperCase().min(1).max(30);
const labelRequestSchema = z.object({
  barcodes: z.array(barcodeText).default([]),
  kodeGudang: z.string().trim().max(20).default(''),
  kodeBaki: z.string().trim().max(20).default(''),
}).refine((value) => value.barcodes.length > 0 || (value.kodeGudang !== '' && value.kodeBaki !== ''), 'labelBarcodeWajib');

function labelSize(ctx: SessionContext): LabelSize {
  // Millimetres of a drawing, not money: a number once the setting is read exactly.
  return { widthMm: Number(settingDecimal(ctx.settings, 'LABEL_WIDTH_MM')), heightMm: Number(settingDecimal(ctx.settings, 'LABEL_HEIGHT_MM')) };
}

/**
 * The labels to print and their size (LABEL_WIDTH_MM × LABEL_HEIGHT_MM): the chosen items of the user's shop in the
 * order given (a barcode twice prints twice), or every READY item of a tray by barcode. A barcode the shop does not
 * hold is named; nothing is printed then.
 */
export async function readLabelItems({ ctx, input, tx }: {
  ctx: SessionContext; input: { barcodes?: unknown; kodeGudang?: unknown; kodeBaki?: unknown }; tx?: Tx;
}): Promise<{ items: LabelItem[]; size: LabelSize }> {
  requireAccess(ctx, LABELS_PATH);
  const request = parseInput(labelRequestSchema, input);
  if (request.barcodes.length > MAX_LABELS) throw ValidationError('labelTerlaluBanyak', { max: MAX_LABELS });
  const db = readDb(tx);
  const fields = { kodeBarcode: barang.kodeBarcode, namaBarang: barang.namaBarang, berat: barang.berat, kadarCetak: jenis.kadarCetak, hargaJual: barang.hargaJual };
  const shop = eq(barang.kodeToko, ctx.shop.kodeToko);
  let items: LabelItem[];
  if (request.barcodes.length > 0) {
    const found = await db.select(fields).from(barang).innerJoin(jenis, eq(jenis.kodeDept, barang.kodeDept))
      .where(and(shop, eq(barang.status, 'READY'), inArray(barang.kodeBarcode, [...new Set(request.barcodes)])));
    const byCode = new Map(found.map((item) => [item.kodeBarcode, item]));
    const missing = request.barcodes.find((code) => !byCode.has(code));
    if (missing) throw new AppError('not-found', 'labelBarangTidakAda', { barcode: missing });
    items = request.barcodes.map((code) => byCode.get(code)!);
  } else {
    items = await db.select(fields).from(barang).innerJoin(jenis, eq(jenis.kodeDept, barang.kodeDept))
      .where(and(shop, eq(barang.status, 'READY'), eq(barang.kodeGudang, request.kodeGudang), eq(barang.kodeBaki, request.kodeBaki)))
      .orderBy(asc(barang.kodeBarcode)).limit(MAX_LABELS + 1);
    if (items.length === 0) throw new AppError('not-found', 'timbangDataTidakTersedia');
    if (items.length > MAX_LABELS) throw ValidationError('labelTerlaluBanyak', { max: MAX_LABELS });
  }
  return { items, size: labelSize(ctx) };
}
