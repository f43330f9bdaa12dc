import 'server-only';
import { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import type { DocumentToValidate } from '@/lib/documents/counter-document';
import { readBuybacksToValidate, validateBuybacks } from '@/features/pembelian';
import { readSalesToValidate, validateSales } from '@/features/penjualan';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { todayInJakarta } from '@/lib/format';
import { AppError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { approvesOwnActions } from '@/features/otorisasi';
import { validateSchema, type ValidateInput } from '../schemas';

export type ValidationRow = { jenis: 'penjualan' | 'pembelian' } & DocumentToValidate;

const daySchema = z.object({ tanggal: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().or(z.literal('')).default('') });

/**
 * Validasi Jual Beli: the shop's active sales and buybacks of a Jakarta day (today unless given), validated or not.
 * Anyone the screen lets in may look; `canValidate` says whether the user may validate (a supervisor of the shop, the owner).
 */
export async function listValidation({ ctx, input }: { ctx: SessionContext; input: z.input<typeof daySchema> }) {
  requireAccess(ctx, '/validasi-jual-beli');
  const tanggal = parseInput(daySchema, input).tanggal || todayInJakarta();
  const db = readDb();
  const [sales, buybacks] = await Promise.all([
    readSalesToValidate(db, ctx.shop.kodeToko, tanggal),
    readBuybacksToValidate(db, ctx.shop.kodeToko, tanggal),
  ]);
  const rows: ValidationRow[] = [
    ...sales.map((row) => ({ jenis: 'penjualan' as const, ...row })),
    ...buybacks.map((row) => ({ jenis: 'pembelian' as const, ...row })),
  ];
  return { tanggal, rows, canValidate: approvesOwnActions(ctx) };
}

/**
 * Marks sales and buybacks of the shop validated (who and when); a validated document can no longer be cancelled
 * (the database refuses it too). Only a supervisor of the shop or the owner; cancelled or already validated documents
 * are left as they are. Returns how many were validated now.
 */
export async function validateDocuments({ ctx, input, tx }: { ctx: SessionContext; input: ValidateInput; tx?: Tx }) {
  requireAccess(ctx, '/validasi-jual-beli');
  if (!approvesOwnActions(ctx)) throw new AppError('forbidden', 'penjualanValidasiDitolak');
  const form = parseInput(validateSchema, input);
  return withTransaction(tx, async (db) => {
    const of = { kodeToko: ctx.shop.kodeToko, userId: ctx.user.userId };
    const penjualan = await validateSales(db, { ...of, nomors: form.penjualan });
    const pembelian = await validateBuybacks(db, { ...of, nomors: form.pembelian });
    return { penjualan, pembelian };
  });
}
