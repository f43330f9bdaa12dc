import 'server-only';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors/app-error';
import { todayInJakarta } from '@/lib/format';
import { jakartaDateOf, jakartaText } from '@/lib/time/sql';
import { parseInput } from '@/lib/validation/parse-input';
import { approvesOwnActions } from '@/features/otorisasi';
import { hutang, hutangPelunasan } from '../schema';
import { loanValidationSchema, validationDaySchema, type LoanValidationInput } from '../validation.schema';

/** A row of Validasi Hutang: a loan (its principal) or a redemption (what was paid), who made it, who validated it. */
export type LoanValidationRow = {
  jenis: 'hutang' | 'pelunasan'; nomor: string; noFakturHutang: string; jam: string; namaCustomer: string; jumlah: number;
  dibuatOleh: string; divalidasiOleh: string | null;
};

/**
 * Validasi Hutang: the shop's loans and redemptions of a Jakarta day (today unless given), validated or not, in time
 * order; cancelled ones are not listed. Anyone the screen lets in may look; `canValidate` says whether the user may
 * validate (a supervisor of the shop, the owner).
 */
export async function listLoanValidation({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof validationDaySchema>; tx?: Tx }) {
  requireAccess(ctx, '/validasi-hutang');
  const tanggal = parseInput(validationDaySchema, input).tanggal || todayInJakarta();
  const db = readDb(tx);
  const loans = await db.select({
    nomor: hutang.noFakturHutang, jam: jakartaText(hutang.tglHutang, 'HH24:MI'), at: hutang.tglHutang, namaCustomer: hutang.namaCustomer,
    jumlah: hutang.jumlahHutang, dibuatOleh: hutang.createdBy, divalidasiOleh: hutang.divalidasiOleh,
  }).from(hutang)
    .where(and(eq(hutang.kodeToko, ctx.shop.kodeToko), ne(hutang.status, 'BATAL'), sql`${jakartaDateOf(hutang.tglHutang)} = ${tanggal}::date`))
    .orderBy(asc(hutang.tglHutang), asc(hutang.noFakturHutang));
  const redemptions = await db.select({
    nomor: hutangPelunasan.noPelunasan, noFakturHutang: hutangPelunasan.noFakturHutang, jam: jakartaText(hutangPelunasan.tanggal, 'HH24:MI'),
    at: hutangPelunasan.tanggal, namaCustomer: hutang.namaCustomer, jumlah: hutangPelunasan.totalBayar, dibuatOleh: hutangPelunasan.createdBy,
    divalidasiOleh: hutangPelunasan.divalidasiOleh,
  }).from(hutangPelunasan).innerJoin(hutang, eq(hutang.noFakturHutang, hutangPelunasan.noFakturHutang))
    .where(and(eq(hutangPelunasan.kodeToko, ctx.shop.kodeToko), eq(hutangPelunasan.status, 'AKTIF'), sql`${jakartaDateOf(hutangPelunasan.tanggal)} = ${tanggal}::date`))
    .orderBy(asc(hutangPelunasan.tanggal), asc(hutangPelunasan.noPelunasan));
  const rows = [
    ...loans.map(({ at, ...row }) => ({ at, row: { jenis: 'hutang' as const, noFakturHutang: row.nomor, ...row } })),
    ...redemptions.map(({ at, ...row }) => ({ at, row: { jenis: 'pelunasan' as const, ...row } })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime()).map(({ row }): LoanValidationRow => row);
  return { tanggal, rows, canValidate: approvesOwnActions(ctx) };
}

/**
 * Marks loans and redemptions of the shop validated (who and when); a validated one can no longer be cancelled (the
 * database refuses it too: hutang_validasi_batal, hutang_pelunasan_validasi_batal). Only a supervisor of the shop or the
 * owner. A number that is not the shop's is refused and nothing is written; cancelled or already validated ones are
 * left as they are, so a replay validates nothing twice and keeps the first validator. Answers how many were validated now.
 */
export async function validateHutang({ ctx, input, tx }: { ctx: SessionContext; input: LoanValidationInput; tx?: Tx }) {
  requireAccess(ctx, '/validasi-hutang');
  if (!approvesOwnActions(ctx)) throw new AppError('forbidden', 'penjualanValidasiDitolak');
  const form = parseInput(loanValidationSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const userId = ctx.user.userId;
  return withTransaction(tx, async (db) => {
    const loans = [...new Set(form.hutang)];
    const redemptions = [...new Set(form.pelunasan)];
    if (loans.length > 0) {
      const found = new Set((await db.select({ no: hutang.noFakturHutang }).from(hutang)
        .where(and(inArray(hutang.noFakturHutang, loans), eq(hutang.kodeToko, kodeToko)))).map((row) => row.no));
      const missing = loans.find((no) => !found.has(no));
      if (missing) throw new AppError('not-found', 'hutangTidakDitemukan', { nomor: missing });
    }
    if (redemptions.length > 0) {
      const found = new Set((await db.select({ no: hutangPelunasan.noPelunasan }).from(hutangPelunasan)
        .where(and(inArray(hutangPelunasan.noPelunasan, redemptions), eq(hutangPelunasan.kodeToko, kodeToko)))).map((row) => row.no));
      const missing = redemptions.find((no) => !found.has(no));
      if (missing) throw new AppError('not-found', 'pelunasanTidakDitemukan', { nomor: missing });
    }
    const validatedLoans = loans.length === 0 ? [] : await db.update(hutang)
      .set({ divalidasiOleh: userId, divalidasiAt: sql`now()`, updatedBy: userId, updatedAt: sql`now()` })
      .where(and(inArray(hutang.noFakturHutang, loans), eq(hutang.kodeToko, kodeToko), ne(hutang.status, 'BATAL'), isNull(hutang.divalidasiAt)))
      .returning({ nomor: hutang.noFakturHutang });
    const validatedRedemptions = redemptions.length === 0 ? [] : await db.update(hutangPelunasan)
      .set({ divalidasiOleh: userId, divalidasiAt: sql`now()`, updatedBy: userId, updatedAt: sql`now()` })
      .where(and(inArray(hutangPelunasan.noPelunasan, redemptions), eq(hutangPelunasan.kodeToko, kodeToko), eq(hutangPelunasan.status, 'AKTIF'),
        isNull(hutangPelunasan.divalidasiAt)))
      .returning({ nomor: hutangPelunasan.noPelunasan });
    return { hutang: validatedLoans.length, pelunasan: validatedRedemptions.length };
  });
}
