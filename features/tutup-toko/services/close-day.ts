import { closingSubject } from '@/lib/auth/otorisasi-subject';
import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { tutupToko } from '@/features/tutup-toko/schema';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { todayInJakarta } from '@/lib/format';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { closeDaySchema } from '../schemas';
import { closeShopDay, closingFigures, type ClosingFigures } from './closing';
import { readDayClosing, type DayClosing } from '@/lib/ledger/day-lock';

export type ClosingView = {
  figures: ClosingFigures;
  closed: null | { kasFisik: number; selisih: number; createdBy: string; disetujuiOleh: string; createdAt: string };
};

/**
 * What Tutup Toko shows for the user's shop and today's Jakarta day: the figures as they stand (or, once closed, as
 * they were kept with the counted cash, the difference and who closed).
 */
export async function findClosingView({ ctx, tx }: { ctx: SessionContext; tx?: Tx }): Promise<ClosingView> {
  requireAccess(ctx, '/tutup-toko');
  const db = readDb(tx);
  const tanggal = todayInJakarta();
  const [closed] = await db.select().from(tutupToko).where(and(eq(tutupToko.kodeToko, ctx.shop.kodeToko), eq(tutupToko.tanggal, tanggal)));
  if (closed) {
    return {
      figures: closed.rincian as ClosingFigures,
      closed: { kasFisik: closed.kasFisik, selisih: closed.selisih, createdBy: closed.createdBy, disetujuiOleh: closed.disetujuiOleh, createdAt: closed.createdAt.toISOString() },
    };
  }
  return { figures: await closingFigures(db as Tx, ctx.shop.kodeToko, tanggal), closed: null };
}

/**
 * Tutup Toko: closes the user's shop's Jakarta day with the counted cash, approved by a supervisor (TUTUP_TOKO; a SPV
 * of the shop or the owner approves his own). Once per shop and day; a replayed key answers the first closing.
 */
export async function closeDay({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof closeDaySchema>; tx?: Tx }) {
  requireAccess(ctx, '/tutup-toko');
  const form = parseInput(closeDaySchema, input);
  const tanggal = todayInJakarta();
  return withTransaction(tx, async (db) => {
    const result = await closeShopDay(db, {
      kodeToko: ctx.shop.kodeToko, tanggal, kasFisik: form.kasFisik, createdBy: ctx.user.userId, disetujuiOleh: '',
      idempotencyKey: `${ctx.user.userId}:${form.idempotencyKey}`,
      authorize: async (kasAkhir) => (await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'TUTUP_TOKO', subject: closingSubject(tanggal, kasAkhir, form.kasFisik) }, tx: db })).approvedBy,
    });
    return { tanggal: result.tutup.tanggal, kasAkhir: result.tutup.kasAkhir, kasFisik: result.tutup.kasFisik, selisih: result.tutup.selisih, replayed: result.replayed };
  });
}

/** The counter screens that post money or goods on the shop's day: each shows a closed day up front. */
export const DAY_POSTING_SCREENS = ['/transaksi-penjualan', '/transaksi-pembelian', '/uang-kas', '/uang-bank', '/tutup-toko'] as const;

/**
 * Whether the user's shop's Jakarta day is closed, and by whom and when: the sale, buyback and cash book screens read it
 * on load to say so at once and lock their forms, instead of refusing at Simpan.
 */
export async function getDayClosed({ ctx, tx }: { ctx: SessionContext; tx?: Tx }): Promise<DayClosing | null> {
  requireAccess(ctx, DAY_POSTING_SCREENS);
  return readDayClosing(readDb(tx), ctx.shop.kodeToko, todayInJakarta());
}
