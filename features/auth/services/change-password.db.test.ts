import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionContext } from '@/lib/auth/context';
import { verifyPassword } from '@/lib/auth/password';
import { userSession, users } from '@/lib/db/schema/shop';
import { useDemoDatabase } from '@/tests/support/db';
import { AppError } from '@/lib/errors/app-error';
import { changePassword } from './change-password';

const { db } = useDemoDatabase();
const ctx = { user: { userId: 'kasir', namaUser: 'Dewi', level: 'KASIR' }, session: { sid: 'this-browser' } } as SessionContext;

describe('changePassword', () => {
  it('stores the new password and raises the session version', async () => {
    const result = await changePassword({ ctx, input: { oldPassword: 'kasir123', newPassword: 'emas2026' } });
    expect(result.sessionVersion).toBe(2);
    const [row] = await db().select().from(users).where(eq(users.userId, 'kasir'));
    expect(await verifyPassword('emas2026', row.passwordHash)).toBe(true);
    expect(row.updatedBy).toBe('kasir');
  });

  it('ends the user\'s other stored sessions and keeps the one that made the change', async () => {
    await db().insert(userSession).values([{ sid: 'this-browser', userId: 'kasir' }, { sid: 'other-browser', userId: 'kasir' }, { sid: 'spv-browser', userId: 'spv' }]);
    await changePassword({ ctx, input: { oldPassword: 'kasir123', newPassword: 'emas2026' } });
    const rows = await db().select({ sid: userSession.sid, revokedAt: userSession.revokedAt }).from(userSession).orderBy(userSession.sid);
    expect(rows.map((row) => [row.sid, row.revokedAt !== null])).toEqual([['other-browser', true], ['spv-browser', false], ['this-browser', false]]);
  });

  it('refuses a new password of 6 characters or a breached one, and the old password keeps working', async () => {
    await expect(changePassword({ ctx, input: { oldPassword: 'kasir123', newPassword: '123456' } })).rejects.toMatchObject(
      new AppError('validation', 'newPasswordTooShort', {}, 'newPassword'),
    );
    await expect(changePassword({ ctx, input: { oldPassword: 'kasir123', newPassword: 'PASSWORD123' } })).rejects.toMatchObject(
      new AppError('validation', 'passwordTooCommon', {}, 'newPassword'),
    );
    const [row] = await db().select().from(users).where(eq(users.userId, 'kasir'));
    expect(row.sessionVersion).toBe(1);
    expect(await verifyPassword('kasir123', row.passwordHash)).toBe(true);
  });

  it('refuses a wrong old password and changes nothing', async () => {
    await expect(changePassword({ ctx, input: { oldPassword: 'salah', newPassword: 'emas2026' } })).rejects.toMatchObject(
      new AppError('validation', 'oldPasswordWrong'),
    );
    const [row] = await db().select().from(users).where(eq(users.userId, 'kasir'));
    expect(row.sessionVersion).toBe(1);
  });
});
