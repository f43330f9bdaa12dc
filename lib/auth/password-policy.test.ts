import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from '../../features/auth/schemas';
import { createUserSchema } from '@/features/users/schemas';
import { checkNewPassword, isCommonPassword } from './password-policy';

const errorOf = (password: string) => {
  try {
    checkNewPassword(password, { field: 'password', tooShort: 'passwordTooShort' });
    return null;
  } catch (error) {
    return { key: (error as { messageKey: string }).messageKey, field: (error as { field?: string }).field };
  }
};

describe('password rule (ASVS V6.2)', () => {
  it('refuses fewer than 8 characters, counted as characters', () => {
    expect(errorOf('Xq7#kp2')).toEqual({ key: 'passwordTooShort', field: 'password' });
    expect(errorOf('Xq7#kp2w')).toBeNull();
    // Four emoji are 8 UTF-16 units but 4 characters.
    expect(errorOf('🔑🔑🔑🔑')).toEqual({ key: 'passwordTooShort', field: 'password' });
  });

  it('allows 200 characters, spaces and any letters, with no composition rule; refuses 201', () => {
    expect(errorOf('emas batangan di brankas toko '.repeat(7).slice(0, 200))).toBeNull();
    expect(errorOf('kalungemaspermata')).toBeNull();
    expect(errorOf('金の指輪と真珠のネックレス')).toBeNull();
    expect(errorOf('a'.repeat(201))).toEqual({ key: 'passwordTooLong', field: 'password' });
  });

  it('refuses the commonest breached passwords in any letter case, and the published demo passwords', () => {
    for (const password of ['12345678', 'password', 'PASSWORD', 'Password1', 'iloveyou', 'qwertyuiop', 'owner123', 'KASIR123']) {
      expect(errorOf(password)).toEqual({ key: 'passwordTooCommon', field: 'password' });
    }
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('Emas-Kilau-Bandung-2026')).toBe(false);
  });

  it('the forms refuse 6 characters with their own message and accept 8', () => {
    const change = changePasswordSchema.safeParse({ oldPassword: 'lama', newPassword: '123456' });
    expect(change.error?.issues.map((issue) => issue.message)).toEqual(['newPasswordTooShort']);
    expect(changePasswordSchema.safeParse({ oldPassword: 'lama', newPassword: 'emas2026' }).success).toBe(true);
    const create = createUserSchema.safeParse({ userId: 'kasir9', namaUser: 'Kasir', level: 'KASIR', kodeToko: 'CAB01', password: 'abcdef' });
    expect(create.error?.issues.map((issue) => issue.message)).toEqual(['passwordTooShort']);
  });
});
