import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { withTransaction } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { claimDocumentKey } from '@/features/stock';
import { redeemLoans, redemptionFigures } from '../counter/settle-loan';
import { redeemSchema } from '../redemption-schemas';
import { interestDiscountSubject } from '../redemption-subjects';
import { hutang, hutangPelunasan } from '../schema';

/**
 * Tebus on Lihat Hutang: one loan of the user's shop redeemed today. The form's key is claimed first (a double click
 * or a replayed request answers the first redemption), a discount on the interest spends a DISKON_BUNGA_HUTANG grant
 * naming the loan and its interest before and after the discount, then redeemLoans locks the loan and posts the
 * settlement, its journal entry and its custody document in this transaction.
 */
export async function redeemHutang({ ctx, input, tx, now }: { ctx: SessionContext; input: z.input<typeof redeemSchema>; tx?: Tx; now?: Date }) {
  requireAccess(ctx, '/lihat-hutang');
  const form = parseInput(redeemSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const key = `tebus:${ctx.user.userId}:${form.idempotencyKey}`;
  return withTransaction(tx, async (db) => {
    await claimDocumentKey(db, key);
    const [done] = await db.select({ noPelunasan: hutangPelunasan.noPelunasan, totalBayar: hutangPelunasan.totalBayar }).from(hutangPelunasan)
      .where(eq(hutangPelunasan.idempotencyKey, key));
    if (done) return { noPelunasan: done.noPelunasan, totalBayar: done.totalBayar, replayed: true };
    const diskonBunga = form.diskonBunga ?? 0;
    let diskonDisetujuiOleh: string | null = null;
    if (diskonBunga > 0) {
      const [loan] = await db.select().from(hutang).where(and(eq(hutang.noFakturHutang, form.noFakturHutang), eq(hutang.kodeToko, kodeToko)));
      if (!loan) throw new AppError('not-found', 'hutangTidakDitemukan', { nomor: form.noFakturHutang });
      const { bungaPinjam } = redemptionFigures(loan, now ?? new Date());
      const subject = interestDiscountSubject(loan.noFakturHutang, bungaPinjam, diskonBunga);
      diskonDisetujuiOleh = (await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'DISKON_BUNGA_HUTANG', subject }, tx: db })).approvedBy;
    }
    const { settlements } = await redeemLoans(db, {
      kodeToko, createdBy: ctx.user.userId, idempotencyKey: key, at: now,
      redemptions: [{
        noFakturHutang: form.noFakturHutang, diskonBunga, diskonDisetujuiOleh,
        bayarTunai: form.bayarTunai ?? 0, bayarTransfer: form.bayarTransfer ?? 0, noRekeningTransfer: form.noRekeningTransfer ?? null,
      }],
    });
    return { noPelunasan: settlements[0].noPelunasan, totalBayar: settlements[0].totalBayar, replayed: false };
  });
}
