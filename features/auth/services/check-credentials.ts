import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { users } from '@/lib/db/schema/shop';
import { getDecoyHash, HashQueueFullError, isHashQueueFull, verifyPassword } from '@/lib/auth/password';
import { settleSuccessfulAttempt, takeLoginAttempt, throttleKeys } from './throttle';

type User = typeof users.$inferSelect;

export type CredentialCheck =
  | { ok: true; user: User }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/** While the hashing queue is full the server answers "try again in a few seconds" without counting a failure. */
const BUSY_RETRY_SECONDS = 5;

/**
 * A user id and password, as typed at login or into the authorization dialog: the attempt is taken on the throttle
 * counters first (refused while blocked), then the password is checked (an unknown user costs a hash too, so timing
 * does not tell which ids exist). A disabled user's right password is refused like a wrong one.
 */
export async function checkCredentials(db: Database, input: {
  userId: string; password: string; address: string; deviceNonce?: string; now?: number;
}): Promise<CredentialCheck> {
  const now = input.now ?? Date.now();
  if (isHashQueueFull()) return { ok: false, reason: 'throttled', retryAfterSeconds: BUSY_RETRY_SECONDS };
  const keys = throttleKeys(input.userId, input.address, input.deviceNonce);
  const blockedMs = await takeLoginAttempt(db, keys, now);
  if (blockedMs > 0) return { ok: false, reason: 'throttled', retryAfterSeconds: Math.ceil(blockedMs / 1000) };

  const [user] = await db.select().from(users).where(eq(sql`lower(${users.userId})`, input.userId.toLowerCase()));
  let matches: boolean;
  try {
    matches = await verifyPassword(input.password, user?.passwordHash ?? (await getDecoyHash()));
  } catch (error) {
    if (error instanceof HashQueueFullError) return { ok: false, reason: 'throttled', retryAfterSeconds: BUSY_RETRY_SECONDS };
    throw error;
  }
  if (!user || !matches || !user.isActive) return { ok: false, reason: 'invalid' };
  await settleSuccessfulAttempt(db, keys);
  return { ok: true, user };
}
