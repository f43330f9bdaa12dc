import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { SessionContext } from '../../auth/context';
import { getDecoyHash, verifyPassword } from '../../auth/password';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../errors';
import { clearAccountFailures, getLoginBlock, recordLoginFailure, throttleKeys } from '../auth/throttle';
import { canApprove } from './approver';
import type { OtorisasiFeature } from './features';
import { insertRequest } from './request';

/**
 * Manual mode: a supervisor's or owner's user name and password typed into the cashier's dialog. Wrong passwords count
 * like failed logins (and block like them); every attempt with a known approver is logged, granted or refused.
 */
export async function authorizeManual({ db, ctx, input, address, now = Date.now() }: {
  db: Database; ctx: SessionContext; address: string; now?: number;
  input: { userId: string; password: string; keterangan?: string; fitur: OtorisasiFeature; notes?: string };
}) {
  const keys = throttleKeys(input.userId, address);
  const blockedMs = await getLoginBlock(db, keys, now);
  if (blockedMs > 0) throw new AppError('forbidden', 'otorisasiThrottled', { seconds: Math.ceil(blockedMs / 1000) });
  const [approver] = await db.select().from(users).where(eq(sql`lower(${users.userId})`, input.userId.toLowerCase()));
  const matches = await verifyPassword(input.password, approver?.passwordHash ?? (await getDecoyHash()));
  if (!approver || !matches) {
    await recordLoginFailure(db, keys, now);
    throw new AppError('validation', 'otorisasiWrongPassword', {}, 'password');
  }
  await clearAccountFailures(db, keys.account);
  // A supervisor may authorize their own action: the log still names them.
  const granted = canApprove(approver, ctx.shop.kodeToko);
  const row = await insertRequest(db, ctx, {
    fitur: input.fitur, mode: 'MANUAL', notes: input.notes, keterangan: input.keterangan,
    decision: { status: granted ? 'APPROVED' : 'REJECTED', by: approver.userId },
  });
  if (!granted) throw new AppError('forbidden', 'otorisasiNotApprover');
  return { keystore: row.keystore, approvedBy: approver.userId, mode: 'MANUAL' as const, keterangan: row.keterangan };
}
