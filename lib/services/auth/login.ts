import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { getDecoyHash, verifyPassword } from '../../auth/password';
import type { SessionData } from '../../auth/session-policy';
import type { loginSchema } from './schemas';
import { clearAccountFailures, getLoginBlock, recordLoginFailure, throttleKeys } from './throttle';

export type LoginResult =
  | { ok: true; session: SessionData }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/** Checks the credentials; counts failures per account and per address and refuses while either is blocked. */
export async function login({ db, input, address, now = Date.now() }: {
  db: Database;
  input: z.infer<typeof loginSchema>;
  address: string;
  now?: number;
}): Promise<LoginResult> {
  const keys = throttleKeys(input.userId, address);
  const blockedMs = await getLoginBlock(db, keys, now);
  if (blockedMs > 0) return { ok: false, reason: 'throttled', retryAfterSeconds: Math.ceil(blockedMs / 1000) };

  const [user] = await db.select().from(users).where(eq(sql`lower(${users.userId})`, input.userId.toLowerCase()));
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await getDecoyHash()));
  if (!user || !matches || !user.isActive) {
    await recordLoginFailure(db, keys, now);
    return { ok: false, reason: 'invalid' };
  }
  await clearAccountFailures(db, keys.account);
  await db.update(users).set({ lastLoginAt: new Date(now) }).where(eq(users.userId, user.userId));
  return { ok: true, session: { uid: user.userId, ver: user.sessionVersion, iat: now, seen: now, remember: input.remember } };
}
