import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '@/lib/auth/password-policy';
import { DEMO_USERS } from './demo-installation';

// The password policy lists the published passwords itself (the platform imports no feature): every demo login must be on it.
describe('demo logins', () => {
  it('are all refused as published passwords', () => {
    expect(DEMO_USERS.length).toBeGreaterThan(0);
    for (const user of DEMO_USERS) expect(isCommonPassword(user.password), user.userId).toBe(true);
  });

  it('include the README\'s owner and cashier passwords, refused in any letter case', () => {
    expect(DEMO_USERS.find((user) => user.userId === 'owner')?.password).toBe('owner123');
    expect(isCommonPassword('OWNER123')).toBe(true);
    expect(isCommonPassword('Kasir123')).toBe(true);
  });
});
