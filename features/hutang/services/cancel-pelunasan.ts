import 'server-only';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors/app-error';
import { jakartaDayRange, todayInJakarta } from '@/lib/time/jakarta';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { claimDocumentKey } from '@/features/stock';
import { cancelRedemption } from '../counter/settle-loan';
import { cancelRedemptionSchema } from '../redemption-schemas';
import { cancelRedemptionSubject } from '../redemption-subjects';
import { hutang, hutangPelunasan } from '../schema';

export type TodayRedemption = {
  noPelunasan: string; noFakturHutang: string; tanggal: Date; namaCustomer: string; lamaHari: number; bungaPinjam: number; diskonBunga: number;
  totalBayar: number; bayarTunai: number; bayarTransfer: number; status: string; divalidasi: boolean;
};

/** Batal Hutang Lunas: the shop's redemptions of today (Jakarta), newest first, cancelled ones with their state. */
export async function findTodayRedemptions({ ctx, tx, now = new Date() }: { ctx: SessionContext; tx?: Tx; now?: Date }): Promise<TodayRedemption[]> {
  requireAccess(ctx, '/batal-hutang-lunas');
  const today = todayInJakarta(now);
  const { start, end } = jakartaDayRange(today, today);
  const rows = await readDb(tx).select({
    noPelunasan: hutangPelunasan.noPelunasan, noFakturHutang: hutangPelunasan.noFakturHutang, tanggal: hutangPelunasan.tanggal, namaCustomer: hutang.namaCustomer,
    lamaHari: hutangPelunasan.lamaHari, bungaPinjam: hutangPelunasan.bungaPinjam, diskonBunga: hutangPelunasan.diskonBunga, totalBayar: hutangPelunasan.totalBayar,
    bayarTunai: hutangPelunasan.bayarTunai, bayarTransfer: hutangPelunasan.bayarTransfer, status: hutangPelunasan.status, divalidasiAt: hutangPelunasan.divalidasiAt,
  }).from(hutangPelunasan).innerJoin(hutang, eq(hutang.noFakturHutang, hutangPelunasan.noFakturHutang))
    .where(and(eq(hutangPelunasan.kodeToko, ctx.shop.kodeToko), eq(hutangPelunasan.jenis, 'LUNAS'), gte(hutangPelunasan.tanggal, start), lt(hutangPelunasan.tanggal, end)))
    .orderBy(desc(hutangPelunasan.tanggal), desc(hutangPelunasan.noPelunasan)).limit(500);
  return rows.map(({ divalidasiAt, ...row }) => ({ ...row, divalidasi: divalidasiAt !== null }));
}

/**
 * Batal Hutang Lunas: a redemption of today, not validated, cancelled with a reason and a supervisor's grant
 * (BATAL_PELUNASAN_HUTANG, naming the redemption and the money that goes back); cancelRedemption reverses the entry,
 * takes the items back into custody and makes the loan active again, in this transaction. A replayed key answers the first.
 */
export async function cancelPelunasan({ ctx, input, tx, now }: { ctx: SessionContext; input: z.input<typeof cancelRedemptionSchema>; tx?: Tx; now?: Date }) {
  requireAccess(ctx, '/batal-hutang-lunas');
  const form = parseInput(cancelRedemptionSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const key = `batal-tebus:${ctx.user.userId}:${form.idempotencyKey}`;
  return withTransaction(tx, async (db) => {
    const done = await claimDocumentKey(db, key);
    const run = (disetujuiOleh: string) => cancelRedemption(db, {
      kodeToko, createdBy: ctx.user.userId, idempotencyKey: key, noPelunasan: form.noPelunasan, alasan: form.alasan, disetujuiOleh, at: now,
    });
    if (done) return run('-');
    const [row] = await db.select({ totalBayar: hutangPelunasan.totalBayar, status: hutangPelunasan.status, divalidasiAt: hutangPelunasan.divalidasiAt })
      .from(hutangPelunasan).where(and(eq(hutangPelunasan.noPelunasan, form.noPelunasan), eq(hutangPelunasan.kodeToko, kodeToko)));
    // Asked before the supervisor is: what the kernel would refuse anyway.
    if (!row) throw new AppError('not-found', 'pelunasanTidakDitemukan', { nomor: form.noPelunasan });
    if (row.status === 'BATAL') throw new AppError('conflict', 'pelunasanSudahBatal', { nomor: form.noPelunasan });
    if (row.divalidasiAt) throw new AppError('validation', 'pelunasanSudahDivalidasi', { nomor: form.noPelunasan });
    const grant = await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'BATAL_PELUNASAN_HUTANG', subject: cancelRedemptionSubject(form.noPelunasan, row.totalBayar) }, tx: db });
    return run(grant.approvedBy);
  });
}
