import 'server-only';
import type { SessionContext } from '@/lib/auth/context';
import { getDb } from '@/lib/db/client';
import { AppError } from '@/lib/errors/app-error';
import { checkCredentials } from '@/features/auth';
import { canApprove } from './approver';
import type { OtorisasiFeature } from '../../../lib/auth/otorisasi-features';
import { insertRequest, parseSubject } from './request';
import type { GrantSubject } from '@/lib/auth/otorisasi-subject';
import { parseInput } from '@/lib/validation/parse-input';
import { manualAuthorizationSchema } from '../schemas';

/**
 * Manual mode: a supervisor's or owner's user name and password typed into the cashier's dialog. Attempts are
 * throttled like logins (taken before the password is checked); every attempt with a known approver is logged,
 * granted or refused.
 */
export async function authorizeManual({ ctx, input: raw, address, deviceNonce, now = Date.now() }: {
  /** The request's address and the device cookie's nonce: read by the server, never sent by the form. */
  ctx: SessionContext; address: string; deviceNonce?: string; now?: number;
  input: { userId: string; password: string; keterangan?: string; fitur: OtorisasiFeature; subject: GrantSubject; notes?: string };
}) {
  // Every field first: one of the wrong type is refused before the password is hashed or an attempt is counted.
  const input = { ...parseInput(manualAuthorizationSchema, raw), fitur: raw.fitur, subject: parseSubject(raw.subject) };
  const db = getDb();
  const check = await checkCredentials(db, { userId: input.userId, password: input.password, address, deviceNonce, now });
  if (!check.ok && check.reason === 'throttled') throw new AppError('forbidden', 'otorisasiThrottled', { seconds: check.retryAfterSeconds });
  if (!check.ok) throw new AppError('validation', 'otorisasiWrongPassword', {}, 'password');
  const approver = check.user;
  // A supervisor may authorize their own action: the log still names them.
  const granted = canApprove(approver, ctx.shop.kodeToko);
  const row = await insertRequest(db, ctx, {
    fitur: input.fitur, subject: input.subject, mode: 'MANUAL', notes: input.notes, keterangan: input.keterangan,
    decision: { status: granted ? 'APPROVED' : 'REJECTED', by: approver.userId },
  });
  if (!granted) throw new AppError('forbidden', 'otorisasiNotApprover');
  return { keystore: row.keystore, approvedBy: approver.userId, mode: 'MANUAL' as const, keterangan: row.keterangan };
}
