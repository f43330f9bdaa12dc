import { describe, expect, it } from 'vitest';
import { isSessionExpired, isSessionShape, shouldTouch, type SessionData } from './session-policy';

const limits = { idleMs: 60 * 60_000, absoluteMs: 12 * 3600_000, rememberMs: 7 * 24 * 3600_000 };
const session = (over: Partial<SessionData> = {}): SessionData => ({ sid: 's1', uid: 'kasir', ver: 1, iat: 0, seen: 0, remember: false, ...over });

describe('session policy', () => {
  it('ends a session idle for longer than the idle timeout', () => {
    expect(isSessionExpired(session(), 59 * 60_000, limits)).toBe(false);
    expect(isSessionExpired(session(), 61 * 60_000, limits)).toBe(true);
  });

  it('ends an active session at its absolute lifetime', () => {
    const now = 12 * 3600_000 + 1;
    expect(isSessionExpired(session({ seen: now - 1000 }), now, limits)).toBe(true);
    expect(isSessionExpired(session({ seen: now - 1000, remember: true }), now, limits)).toBe(false);
  });

  it('touches the cookie at most once a minute', () => {
    expect(shouldTouch(session({ seen: 0 }), 30_000)).toBe(false);
    expect(shouldTouch(session({ seen: 0 }), 61_000)).toBe(true);
  });

  it('rejects cookies without the expected fields', () => {
    expect(isSessionShape({ uid: 'x' })).toBe(false);
    // A cookie sealed before sessions were stored has no id: it cannot be revoked, so it is not accepted.
    expect(isSessionShape({ uid: 'kasir', ver: 1, iat: 0, seen: 0, remember: false })).toBe(false);
    expect(isSessionShape(session())).toBe(true);
  });
});
