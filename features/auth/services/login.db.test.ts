import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userSession, users } from '@/lib/db/schema/shop';
import { useDemoDatabase } from '@/tests/support/db';
import { login } from './login';

const { db } = useDemoDatabase();
const input = (userId: string, password: string) => ({ userId, password, remember: false });

const outcomes = (results: { ok: boolean; reason?: string }[]) => ({
  checked: results.filter((r) => !r.ok && r.reason === 'invalid').length,
  refused: results.filter((r) => !r.ok && r.reason === 'throttled').length,
});

// Each check hashes at the production cost (a third of a second on an idle core): these tests make tens of them.
describe('login service', { timeout: 120_000 }, () => {
  it('opens a session for the right password, case-insensitive user id', async () => {
    const result = await login({ input: input('KASIR', 'kasir123'), address: '127.0.0.1', now: 1000 });
    expect(result).toMatchObject({ ok: true, session: { uid: 'kasir', ver: 1, iat: 1000, seen: 1000 } });
  });

  it('refuses a wrong password, an unknown user and a disabled user alike', async () => {
    expect(await login({ input: input('kasir', 'salah'), address: 'a' })).toEqual({ ok: false, reason: 'invalid' });
    expect(await login({ input: input('tidakada', 'kasir123'), address: 'a' })).toEqual({ ok: false, reason: 'invalid' });
    await db().update(users).set({ isActive: false }).where(eq(users.userId, 'kasir'));
    expect(await login({ input: input('kasir', 'kasir123'), address: 'b' })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('throttles an account after five failures, even for the right password, then lets the user in again', async () => {
    const now = Date.UTC(2026, 10, 21, 3);
    for (let i = 0; i < 6; i++) await login({ input: input('kasir', 'salah'), address: `10.0.0.${i}`, now });
    const blocked = await login({ input: input('kasir', 'kasir123'), address: '10.0.1.1', now: now + 1000 });
    expect(blocked).toEqual({ ok: false, reason: 'throttled', retryAfterSeconds: 29 });
    // Other accounts are not affected.
    expect((await login({ input: input('spv', 'spv12345'), address: '10.0.1.1', now: now + 1000 })).ok).toBe(true);
    const later = await login({ input: input('kasir', 'kasir123'), address: '10.0.1.1', now: now + 31_000 });
    expect(later.ok).toBe(true);
  });

  it('takes the attempt before checking the password: 100 parallel guesses are checked 6 times, as one after another', async () => {
    const now = Date.UTC(2026, 10, 21, 5);
    const parallel = await Promise.all(Array.from({ length: 100 }, () => login({ input: input('kasir', 'salah'), address: '203.0.113.7', now })));
    // 5 free attempts, then the sixth blocks the account for 30 s; nothing else reaches the password check.
    expect(outcomes(parallel)).toEqual({ checked: 6, refused: 94 });
  });

  it('gives a right password its attempt back, so signing in all day never blocks the shop\'s address', async () => {
    const now = Date.UTC(2026, 10, 21, 6);
    for (let i = 0; i < 2; i++) expect((await login({ input: input('kasir', 'kasir123'), address: '203.0.113.8', now })).ok).toBe(true);
    for (let i = 0; i < 19; i++) await login({ input: input(`salah${i}`, 'x'), address: '203.0.113.8', now });
    // 19 failures are within the address's 20 free attempts; had the 2 sign-ins counted, 21 would block the address.
    expect((await login({ input: input('spv', 'spv12345'), address: '203.0.113.8', now })).ok).toBe(true);
  });

  it('does not lock the real user out: a browser the user signed in on before has its own counter', async () => {
    const now = Date.UTC(2026, 10, 21, 7);
    // An attacker fills the account's "untrusted clients" counter from elsewhere.
    for (let i = 0; i < 10; i++) await login({ input: input('kasir', 'tebak'), address: `198.51.100.${i}`, now });
    expect(await login({ input: input('kasir', 'kasir123'), address: '192.0.2.50', now: now + 1000 })).toMatchObject({ ok: false, reason: 'throttled' });
    // The cashier's own browser (device nonce) is not blocked by those failures.
    expect((await login({ input: input('kasir', 'kasir123'), address: '192.0.2.50', deviceNonce: 'kasir-browser', now: now + 1000 })).ok).toBe(true);
    // The device's own counter blocks that device after its own 6 failures, and no other.
    for (let i = 0; i < 6; i++) await login({ input: input('kasir', 'salah'), address: '192.0.2.50', deviceNonce: 'stolen-laptop', now: now + 2000 });
    expect(await login({ input: input('kasir', 'kasir123'), address: '192.0.2.50', deviceNonce: 'stolen-laptop', now: now + 3000 })).toMatchObject({ ok: false, reason: 'throttled' });
    expect((await login({ input: input('kasir', 'kasir123'), address: '192.0.2.50', deviceNonce: 'kasir-browser', now: now + 3000 })).ok).toBe(true);
  });

  it('does not lock a shop out: 60 wrong passwords from its address leave its staff\'s browsers signing in', async () => {
    const now = Date.UTC(2026, 10, 21, 8);
    for (let i = 0; i < 60; i++) await login({ input: input(`tebak${i % 7}`, 'x'), address: '203.0.113.99', now });
    // A browser nobody signed in on before is slowed down at that address...
    expect(await login({ input: input('spv', 'spv12345'), address: '203.0.113.99', now: now + 10 })).toMatchObject({ ok: false, reason: 'throttled' });
    // ...but every account's own browser still signs in with its right password.
    for (const [userId, password] of [['kasir', 'kasir123'], ['spv', 'spv12345'], ['sales', 'sales123']]) {
      const result = await login({ input: input(userId, password), address: '203.0.113.99', deviceNonce: `${userId}-counter-pc`, now: now + 10 });
      expect(result.ok).toBe(true);
    }
  });

  it('starts a stored session for a right password', async () => {
    const result = await login({ input: input('kasir', 'kasir123'), address: '127.0.0.1' });
    if (!result.ok) throw new Error('login failed');
    const [row] = await db().select().from(userSession).where(eq(userSession.sid, result.session.sid));
    expect(row).toMatchObject({ userId: 'kasir', kind: 'WEB', revokedAt: null });
  });

  it('throttles an address that tries many accounts', async () => {
    const now = Date.UTC(2026, 10, 21, 4);
    for (let i = 0; i < 21; i++) await login({ input: input(`tebak${i}`, 'x'), address: '192.0.2.9', now });
    const result = await login({ input: input('owner', 'owner123'), address: '192.0.2.9', now: now + 10 });
    expect(result).toMatchObject({ ok: false, reason: 'throttled' });
    expect((await login({ input: input('owner', 'owner123'), address: '192.0.2.10', now: now + 10 })).ok).toBe(true);
  });
});
