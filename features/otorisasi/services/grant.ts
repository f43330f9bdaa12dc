import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { canonicalSubject, type GrantSubject } from '@/lib/auth/otorisasi-subject';
import { otorisasi } from '@/features/otorisasi/schema';
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
 * Spends an authorization inside the guarded action's transaction: approved for this user and feature, for exactly the
 * `subject` the action computes from what it posts (the document, each line, item, amount before and after, limit: what
 * the supervisor saw), not used yet, not older than GRANT_TTL_MS. Used once; anything else is refused and the action
 * writes nothing. A grant for another document or other amounts is refused as not matching (otorisasiTidakSesuai).
 *
 * A user who approves his own actions (approvesOwnActions) needs no grant and spends none; nothing is written to the
 * authorization log for him, since nobody was asked and nothing was decided (`direct: true`).
 */
export async function spendGrant({ ctx, input: { keystore, fitur, subject }, tx }: {
  ctx: SessionContext; input: { keystore: unknown; fitur: OtorisasiFeature; subject: GrantSubject }; tx: Tx;
}): Promise<{ approvedBy: string; direct: boolean }> {
  if (approvesOwnActions(ctx)) return { approvedBy: ctx.user.userId, direct: true };
  if (typeof keystore !== 'string' || !keystore) throw new AppError('forbidden', 'otorisasiRequired');
  const code = keystore.toUpperCase();
  const usable = and(
    eq(otorisasi.keystore, code), eq(otorisasi.inputBy, ctx.user.userId), eq(otorisasi.fitur, fitur),
    eq(otorisasi.status, 'APPROVED'), isNull(otorisasi.usedAt), gt(otorisasi.decidedAt, sql`now() - ${`${GRANT_TTL_MS} milliseconds`}::interval`),
  );
  const [row] = await tx.update(otorisasi).set({ usedAt: new Date() })
    .where(and(usable, sql`${otorisasi.subject} = ${JSON.stringify(canonicalSubject(subject))}::jsonb`))
    .returning({ approvedBy: otorisasi.decidedBy });
  if (row?.approvedBy) return { approvedBy: row.approvedBy, direct: false };
  // A live grant of this user and feature for something else: say so, rather than that none was given.
  const [other] = await tx.select({ id: otorisasi.id }).from(otorisasi).where(usable);
  throw new AppError('forbidden', other ? 'otorisasiTidakSesuai' : 'otorisasiRequired');
}
