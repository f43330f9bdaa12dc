import { beforeAll, describe, expect, it } from 'vitest';
import { openSession, renewSession, sealSession } from './seal';
import type { SessionData } from './session-policy';

const start = Date.UTC(2026, 10, 24, 2, 0, 0);
const session: SessionData = { sid: 'renew-test', uid: 'kasir', ver: 1, iat: start, seen: start, remember: false };

beforeAll(() => {
  process.env.SESSION_SECRET = 'seal-test-secret-that-is-long-enough-0123456789';
});

describe('renewSession', () => {
  it('hands the requests of one page load, sent with the same old cookie, one renewed cookie', async () => {
    const old = await sealSession(session);
    const now = start + 5 * 60_000;
    const first = await renewSession(old, session, now);
    const second = await renewSession(old, session, now + 3_000);
    expect(second).toBe(first);
    expect(first).not.toBe(old);
    expect(await openSession(first, now + 3_000)).toMatchObject({ sid: 'renew-test', seen: now });
  });

  it('seals a new one once the last renewal is ten seconds old', async () => {
    const old = await sealSession({ ...session, sid: 'renew-test-2' });
    const now = start + 5 * 60_000;
    const first = await renewSession(old, { ...session, sid: 'renew-test-2' }, now);
    const later = await renewSession(old, { ...session, sid: 'renew-test-2' }, now + 10_000);
    expect(later).not.toBe(first);
    expect(await openSession(later, now + 10_000)).toMatchObject({ sid: 'renew-test-2', seen: now + 10_000 });
  });
});
