import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { timbangBaki } from '@/features/stock/schema';
import { withTransaction } from '@/lib/db/transaction';
import { ConflictError, NotFoundError } from '@/lib/errors/app-error';
import { toMilligrams } from '@/lib/format/grams';
import { parseInput } from '@/lib/validation/parse-input';
import { compareWeighing, type WeighingOutcome } from '../compare-weighing';
import { saveWeighingSchema } from '../schemas';
import { WEIGHING_PATH } from './weighing-session';

export type SavedWeighing = WeighingOutcome & { noTimbang: string; beratTimbang: string; replayed: boolean };

/**
 * Saves a started weighing with the scale's gross reading: the verdict (OK / SELISIH) against the tolerance kept when it
 * started, who weighed it and when. The weighing's number is its idempotency key: saving it again with the same reading
 * answers the first result and writes nothing; another reading of a saved weighing is refused.
 */
export async function saveWeighing({ ctx, input, tx, now = new Date() }: { ctx: SessionContext; input: { noTimbang?: unknown; beratTimbang?: unknown }; tx?: Tx; now?: Date }): Promise<SavedWeighing> {
  requireAccess(ctx, WEIGHING_PATH);
  const { noTimbang, beratTimbang } = parseInput(saveWeighingSchema, input);
  return withTransaction(tx, async (db) => {
    const [weighing] = await db.select().from(timbangBaki)
      .where(and(eq(timbangBaki.kodeToko, ctx.shop.kodeToko), eq(timbangBaki.noTimbang, noTimbang))).for('update');
    if (!weighing) throw NotFoundError('timbangTidakAda');
    const outcome = compareWeighing({ beratTimbang, beratBaki: weighing.beratBaki, beratBarang: weighing.beratBarang, toleransi: weighing.toleransi });
    if (weighing.status !== 'PROSES') {
      if (toMilligrams(weighing.beratTimbang!) !== toMilligrams(beratTimbang)) throw ConflictError('timbangSudahDisimpan');
      return { noTimbang, beratTimbang: weighing.beratTimbang!, ...outcome, replayed: true };
    }
    await db.update(timbangBaki).set({
      beratTimbang, selisih: outcome.selisih, status: outcome.status, ditimbangAt: now, ditimbangBy: ctx.user.userId, updatedAt: now, updatedBy: ctx.user.userId,
    }).where(eq(timbangBaki.noTimbang, noTimbang));
    return { noTimbang, beratTimbang, ...outcome, replayed: false };
  });
}
