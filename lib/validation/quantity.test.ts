import { describe, expect, it } from 'vitest';
import { parseQuantity } from './quantity';

describe('parseQuantity', () => {
  it('takes whole pieces of 1 or more; below 1 is blank', () => {
    expect(['1', '12', ' 3 ', 7, '0', 0, '00', ''].map((value) => parseQuantity(value))).toEqual([1, 12, 3, 7, undefined, undefined, undefined, undefined]);
  });

  it('refuses anything but digits, and more than the limit', () => {
    expect(['-1', '1,5', '1.5', '1e3', '0x10', 'abc', 2.5, -3].map((value) => parseQuantity(value))).toEqual(Array(8).fill(null));
    expect(parseQuantity('1000001')).toBeNull();
    expect(parseQuantity('5', 4)).toBeNull();
  });
});
