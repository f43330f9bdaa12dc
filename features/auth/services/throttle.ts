import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { loginThrottle } from '@/features/auth/schema';
import { ACCOUNT_FREE_ATTEMPTS, ADDRESS_FREE_ATTEMPTS, blockedForMs, recordFailure, type ThrottleState } from '@/lib/auth/throttle-policy';

/**
 * OWASP's device cookies: a browser where the user has signed in before carries a nonce for that user, and its
 * failures count against that browser alone, so nobody else's guessing locks the real user out. Every other attempt
 * counts against the account's "untrusted clients" counter and the address's.
 */
export function throttleKeys(userId: string, address: string, deviceNonce?: string): string[] {
  return deviceNonce ? [`device:${deviceNonce}`] : [`user:${userId.toLowerCase()}`, `ip:${address}`];
}

const freeAttemptsOf = (key: string) => (key.startsWith('ip:') ? ADDRESS_FREE_ATTEMPTS : ACCOUNT_FREE_ATTEMPTS);

const toState = (row: typeof loginThrottle.$inferSelect): ThrottleState => ({
  failures: row.failures, windowStart: row.windowStart.getTime(), blockedUntil: row.blockedUntil?.getTime() ?? null,
});

/**
 * Takes the attempt before the password is checked: under the counters' row locks, either some counter is blocked
 * (the milliseconds until it frees are returned and nothing is counted) or the attempt is counted as a failure on
 * every counter and 0 is returned. Counting first means concurrent guesses cannot all pass a check made before any
 * of them failed; settleSuccessfulAttempt gives the attempt back when the password was right.
 */
export async function takeLoginAttempt(db: Database, keys: string[], now: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.insert(loginThrottle).values(keys.map((key) => ({ key, failures: 0, windowStart: new Date(now) }))).onConflictDoNothing();
    const rows = await tx.select().from(loginThrottle).where(inArray(loginThrottle.key, keys)).orderBy(loginThrottle.key).for('update');
    const blockedMs = Math.max(0, ...rows.map((row) => blockedForMs(toState(row), now)));
    if (blockedMs > 0) return blockedMs;
    for (const row of rows) {
      const next = recordFailure(toState(row), now, freeAttemptsOf(row.key));
      await tx.update(loginThrottle).set({
        failures: next.failures, windowStart: new Date(next.windowStart), blockedUntil: next.blockedUntil ? new Date(next.blockedUntil) : null,
      }).where(eq(loginThrottle.key, row.key));
    }
    return 0;
  });
}

/** The password was right: the account's and the device's counters start over; the address gives the attempt back. */
export async function settleSuccessfulAttempt(db: Database, keys: string[]): Promise<void> {
  const [addresses, others] = [keys.filter((key) => key.startsWith('ip:')), keys.filter((key) => !key.startsWith('ip:'))];
  if (others.length) await db.delete(loginThrottle).where(inArray(loginThrottle.key, others));
  if (addresses.length) {
    await db.update(loginThrottle).set({
      failures: sql`greatest(${loginThrottle.failures} - 1, 0)`,
      blockedUntil: sql`case when ${loginThrottle.failures} - 1 <= ${ADDRESS_FREE_ATTEMPTS} then null else ${loginThrottle.blockedUntil} end`,
    }).where(inArray(loginThrottle.key, addresses));
  }
}
