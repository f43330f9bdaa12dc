import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useDemoDatabase } from '../../../tests/support/db';
import { login } from './login';

const { db } = useDemoDatabase();
const input = (userId: string, password: string) => ({ userId, password, remember: false });

describe('login service', () => {
  it('opens a session for the right password, case-insensitive user id', async () => {
    const result = await login({ db: db(), input: input('KASIR', 'kasir123'), address: '127.0.0.1', now: 1000 });
    expect(result).toMatchObject({ ok: true, session: { uid: 'kasir', ver: 1, iat: 1000, seen: 1000 } });
  });

  it('refuses a wrong password, an unknown user and a disabled user alike', async () => {
    expect(await login({ db: db(), input: input('kasir', 'salah'), address: 'a' })).toEqual({ ok: false, reason: 'invalid' });
    expect(await login({ db: db(), input: input('tidakada', 'kasir123'), address: 'a' })).toEqual({ ok: false, reason: 'invalid' });
    await db().update(users).set({ isActive: false }).where(eq(users.userId, 'kasir'));
    expect(await login({ db: db(), input: input('kasir', 'kasir123'), address: 'b' })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('throttles an account after five failures, even for the right password, then lets the user in again', async () => {
    const now = Date.UTC(2026, 10, 21, 3);
    for (let i = 0; i < 6; i++) await login({ db: db(), input: input('kasir', 'salah'), address: `10.0.0.${i}`, now });
    const blocked = await login({ db: db(), input: input('kasir', 'kasir123'), address: '10.0.1.1', now: now + 1000 });
    expect(blocked).toEqual({ ok: false, reason: 'throttled', retryAfterSeconds: 29 });
    // Other accounts are not affected.
    expect((await login({ db: db(), input: input('spv', 'spv12345'), address: '10.0.1.1', now: now + 1000 })).ok).toBe(true);
    const later = await login({ db: db(), input: input('kasir', 'kasir123'), address: '10.0.1.1', now: now + 31_000 });
    expect(later.ok).toBe(true);
  });

  it('throttles an address that tries many accounts', async () => {
    const now = Date.UTC(2026, 10, 21, 4);
    for (let i = 0; i < 21; i++) await login({ db: db(), input: input(`tebak${i}`, 'x'), address: '192.0.2.9', now });
    const result = await login({ db: db(), input: input('owner', 'owner123'), address: '192.0.2.9', now: now + 10 });
    expect(result).toMatchObject({ ok: false, reason: 'throttled' });
    expect((await login({ db: db(), input: input('owner', 'owner123'), address: '192.0.2.10', now: now + 10 })).ok).toBe(true);
  });
});
