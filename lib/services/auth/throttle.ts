import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginThrottle } from '../../db/schema';
import { ACCOUNT_FREE_ATTEMPTS, ADDRESS_FREE_ATTEMPTS, blockedForMs, recordFailure, type ThrottleState } from '../../auth/throttle-policy';

export const throttleKeys = (userId: string, address: string) => ({
  account: `user:${userId.toLowerCase()}`,
  address: `ip:${address}`,
});

async function readStates(db: Database, keys: string[], lock = false) {
  const query = db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
  const rows = lock ? await query.for('update') : await query;
  return new Map<string, ThrottleState>(
    rows.map((row) => [row.key, { failures: row.failures, windowStart: row.windowStart.getTime(), blockedUntil: row.blockedUntil?.getTime() ?? null }]),
  );
}

/** Milliseconds until either the account or the address may try again; 0 when free. */
export async function getLoginBlock(db: Database, keys: { account: string; address: string }, now: number): Promise<number> {
  const states = await readStates(db, [keys.account, keys.address]);
  return Math.max(blockedForMs(states.get(keys.account), now), blockedForMs(states.get(keys.address), now));
}

export async function recordLoginFailure(db: Database, keys: { account: string; address: string }, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the existing counters so concurrent failures each count.
    const states = await readStates(tx as unknown as Database, [keys.account, keys.address], true);
    for (const [key, free] of [[keys.account, ACCOUNT_FREE_ATTEMPTS], [keys.address, ADDRESS_FREE_ATTEMPTS]] as const) {
      const next = recordFailure(states.get(key), now, free);
      const values = { failures: next.failures, windowStart: new Date(next.windowStart), blockedUntil: next.blockedUntil ? new Date(next.blockedUntil) : null };
      await tx.insert(loginThrottle).values({ key, ...values }).onConflictDoUpdate({ target: loginThrottle.key, set: values });
    }
  });
}

export async function clearAccountFailures(db: Database, accountKey: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, accountKey));
}
