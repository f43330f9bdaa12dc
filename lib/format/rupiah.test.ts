import { describe, expect, it } from 'vitest';
import { readRupiah, sumRupiah } from './rupiah';

describe('whole Rupiah from the database', () => {
  it('reads bigint and numeric text, numbers and bigints', () => {
    expect(readRupiah('1250000')).toBe(1250000);
    expect(readRupiah('-500')).toBe(-500);
    expect(readRupiah('12000.00')).toBe(12000);
    expect(readRupiah(750)).toBe(750);
    expect(readRupiah(42n)).toBe(42);
    expect(readRupiah('9007199254740991')).toBe(9007199254740991);
  });

  it('refuses fractions, text and amounts where a number is no longer exact', () => {
    for (const value of ['12.5', '1e3', 'abc', '', '9007199254740992', 12.5, Number.NaN]) expect(() => readRupiah(value), String(value)).toThrow(RangeError);
  });

  it('sums exactly and refuses a sum beyond 2^53', () => {
    expect(sumRupiah(['1000000', 250000, null, '', 5n])).toBe(1250005);
    expect(sumRupiah([])).toBe(0);
    expect(() => sumRupiah(['9007199254740991', '1'])).toThrow(RangeError);
  });
});
