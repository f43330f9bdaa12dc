import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { pembelian } from '@/features/pembelian';
import { penjualan } from '@/features/penjualan';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { todayInJakarta } from '@/lib/format';
import { AppError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { approvesOwnActions } from '@/features/otorisasi';
import { validateSchema, type ValidateInput } from '../schemas';
import { jakartaDateOf, jakartaText } from '@/lib/time/sql';

export type ValidationRow = { jenis: 'penjualan' | 'pembelian'; nomor: string; jam: string; namaCustomer: string; totalBerat: string; totalHarga: number;
  divalidasiOleh: string | null };

const daySchema = z.object({ tanggal: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().or(z.literal('')).default('') });

/**
 * Validasi Jual Beli: the shop's active sales and buybacks of a Jakarta day (today unless given), validated or not.
 * Anyone the screen lets in may look; `canValidate` says whether the user may validate (a supervisor of the shop, the owner).
 */
export async function listValidation({ ctx, input }: { ctx: SessionContext; input: z.input<typeof daySchema> }) {
  requireAccess(ctx, '/validasi-jual-beli');
  const tanggal = parseInput(daySchema, input).tanggal || todayInJakarta();
  const db = readDb();
  const onDay = (column: typeof penjualan.tanggal | typeof pembelian.tanggal) => sql`${jakartaDateOf(column)} = ${tanggal}::date`;
  const [sales, buybacks] = await Promise.all([
    db.select({ nomor: penjualan.noFakturJual, jam: jakartaText(penjualan.tanggal, 'HH24:MI'), namaCustomer: penjualan.namaCustomer,
      totalBerat: penjualan.totalBerat, totalHarga: penjualan.totalHarga, divalidasiOleh: penjualan.divalidasiOleh })
      .from(penjualan).where(and(eq(penjualan.kodeToko, ctx.shop.kodeToko), eq(penjualan.status, 'AKTIF'), onDay(penjualan.tanggal))).orderBy(asc(penjualan.tanggal)),
    db.select({ nomor: pembelian.noFakturBeli, jam: jakartaText(pembelian.tanggal, 'HH24:MI'), namaCustomer: pembelian.namaCustomer,
      totalBerat: pembelian.totalBerat, totalHarga: pembelian.totalHarga, divalidasiOleh: pembelian.divalidasiOleh })
      .from(pembelian).where(and(eq(pembelian.kodeToko, ctx.shop.kodeToko), eq(pembelian.status, 'AKTIF'), onDay(pembelian.tanggal))).orderBy(asc(pembelian.tanggal)),
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
    const who = { divalidasiOleh: ctx.user.userId, divalidasiAt: sql`now()`, updatedBy: ctx.user.userId, updatedAt: sql`now()` };
    const sold = form.penjualan.length === 0 ? [] : await db.update(penjualan).set(who).where(and(
      inArray(penjualan.noFakturJual, form.penjualan), eq(penjualan.kodeToko, ctx.shop.kodeToko), eq(penjualan.status, 'AKTIF'), isNull(penjualan.divalidasiAt),
    )).returning({ nomor: penjualan.noFakturJual });
    const bought = form.pembelian.length === 0 ? [] : await db.update(pembelian).set(who).where(and(
      inArray(pembelian.noFakturBeli, form.pembelian), eq(pembelian.kodeToko, ctx.shop.kodeToko), eq(pembelian.status, 'AKTIF'), isNull(pembelian.divalidasiAt),
    )).returning({ nomor: pembelian.noFakturBeli });
    return { penjualan: sold.length, pembelian: bought.length };
  });
}
