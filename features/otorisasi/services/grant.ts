import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { otorisasi } from '@/lib/db/schema';
import type { Tx } from '@/lib/db/client';
import { AppError } from '@/lib/errors/app-error';
import { GRANT_TTL_MS, type OtorisasiFeature } from '../../../lib/auth/otorisasi-features';
import { canApprove } from './approver';

/**
 * Whether the user may approve his own guarded actions: he could approve them for his shop (a supervisor of the shop, an
 * owner), so asking him would only make him authorize himself. The dialog is not shown to him (the shell's host).
 */
export function approvesOwnActions(ctx: SessionContext): boolean {
  return canApprove({ level: ctx.user.level, kodeToko: ctx.shop.kodeToko, isActive: true }, ctx.shop.kodeToko);
}

/**
 * Spends an authorization inside the guarded action's transaction: approved for this user and feature, not used yet, not
 * older than GRANT_TTL_MS. Used once; anything else is refused and the action writes nothing. The guarded verb has
 * checked its own gate; the grant is the user's own, so this needs the caller's transaction and nothing more.
 *
 * A user who approves his own actions (approvesOwnActions) needs no grant and spends none; nothing is written to the
 * authorization log for him, since nobody was asked and nothing was decided (`direct: true`).
 */
export async function spendGrant({ ctx, input: { keystore, fitur }, tx }: {
  ctx: SessionContext; input: { keystore: unknown; fitur: OtorisasiFeature }; tx: Tx;
}): Promise<{ approvedBy: string; direct: boolean }> {
  if (approvesOwnActions(ctx)) return { approvedBy: ctx.user.userId, direct: true };
  if (typeof keystore !== 'string' || !keystore) throw new AppError('forbidden', 'otorisasiRequired');
  const [row] = await tx.update(otorisasi).set({ usedAt: new Date() }).where(and(
    eq(otorisasi.keystore, keystore.toUpperCase()), eq(otorisasi.inputBy, ctx.user.userId), eq(otorisasi.fitur, fitur),
    eq(otorisasi.status, 'APPROVED'), isNull(otorisasi.usedAt), gt(otorisasi.decidedAt, sql`now() - ${`${GRANT_TTL_MS} milliseconds`}::interval`),
  )).returning({ approvedBy: otorisasi.decidedBy });
  if (!row?.approvedBy) throw new AppError('forbidden', 'otorisasiRequired');
  return { approvedBy: row.approvedBy, direct: false };
}
