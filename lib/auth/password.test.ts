import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('rahasia123');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('rahasia123', stored)).toBe(true);
    expect(await verifyPassword('rahasia124', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('sama')).not.toEqual(await hashPassword('sama'));
  });

  it('refuses a malformed stored value', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
