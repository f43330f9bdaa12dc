import { describe, expect, it } from 'vitest';
import { parseSessionSecrets } from './secrets';

const long = (c: string) => c.repeat(32);

describe('parseSessionSecrets', () => {
  it('takes one plain secret as id 1', () => {
    expect(parseSessionSecrets(long('a'))).toEqual({ 1: long('a') });
  });
  it('takes id:secret pairs for rotation', () => {
    expect(parseSessionSecrets(`2:${long('b')},1:${long('a')}`)).toEqual({ 1: long('a'), 2: long('b') });
  });
  it('refuses a missing or short secret', () => {
    expect(() => parseSessionSecrets(undefined)).toThrow(/not set/);
    expect(() => parseSessionSecrets('short')).toThrow(/32 characters/);
    expect(() => parseSessionSecrets(`2:${long('b')},1:short`)).toThrow(/32 characters/);
  });
});
