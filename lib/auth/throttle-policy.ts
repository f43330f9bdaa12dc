/**
 * Failed logins: the first `freeAttempts` in a window cost nothing; after that each failure blocks the key
 * for 30 s, doubling up to 15 min. The window forgets after 15 quiet minutes, so the real user is never locked out for good.
 */
export type ThrottleState = { failures: number; windowStart: number; blockedUntil: number | null };

export const ACCOUNT_FREE_ATTEMPTS = 5;
export const ADDRESS_FREE_ATTEMPTS = 20;
const WINDOW_MS = 15 * 60_000;
const BASE_BLOCK_MS = 30_000;
const MAX_BLOCK_MS = 15 * 60_000;

export function blockedForMs(state: ThrottleState | undefined, now: number): number {
  return state?.blockedUntil && state.blockedUntil > now ? state.blockedUntil - now : 0;
}

export function recordFailure(state: ThrottleState | undefined, now: number, freeAttempts: number): ThrottleState {
  const fresh = !state || (now - state.windowStart > WINDOW_MS && blockedForMs(state, now) === 0);
  const failures = fresh ? 1 : state.failures + 1;
  const windowStart = fresh ? now : state.windowStart;
  const over = failures - freeAttempts;
  const blockedUntil = over > 0 ? now + Math.min(BASE_BLOCK_MS * 2 ** (over - 1), MAX_BLOCK_MS) : null;
  return { failures, windowStart, blockedUntil };
}
