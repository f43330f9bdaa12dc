import { describe, expect, it } from 'vitest';
import { blockedForMs, recordFailure, type ThrottleState } from './throttle-policy';

function fail(times: number, start = 0, free = 5) {
  let state: ThrottleState | undefined;
  for (let i = 0; i < times; i++) state = recordFailure(state, start + i, free);
  return state!;
}

describe('login throttle policy', () => {
  it('allows the free attempts without a block', () => {
    const state = fail(5);
    expect(state.failures).toBe(5);
    expect(blockedForMs(state, 5)).toBe(0);
  });

  it('blocks after the free attempts, doubling each time', () => {
    expect(blockedForMs(fail(6), 5)).toBe(30_000);
    expect(blockedForMs(fail(7), 6)).toBe(60_000);
    expect(blockedForMs(fail(8), 7)).toBe(120_000);
  });

  it('never blocks for more than 15 minutes', () => {
    const state = fail(40);
    expect(blockedForMs(state, 39)).toBe(15 * 60_000);
  });

  it('forgets after 15 quiet minutes once any block has passed', () => {
    const state = fail(6);
    const later = recordFailure(state, 16 * 60_000 + 10, 5);
    expect(later.failures).toBe(1);
    expect(later.blockedUntil).toBeNull();
  });
});
