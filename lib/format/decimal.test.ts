import { describe, expect, it } from 'vitest';
import { divideRounded, formatScaled, scaledToText, toScaled } from './decimal';

describe('exact decimals', () => {
  it('scales decimal text exactly, rounding the dropped digits half away from zero', () => {
    expect(toScaled('1.005', 2)).toBe(101n);
    expect(toScaled('1.004', 2)).toBe(100n);
    expect(toScaled('-1.005', 2)).toBe(-101n);
    expect(toScaled('12.5', 3)).toBe(12500n);
    expect(toScaled('0.0005', 3)).toBe(1n);
    expect(toScaled('.5', 0)).toBe(1n);
    expect(toScaled('7.', 1)).toBe(70n);
    expect(toScaled('+3', 2)).toBe(300n);
    expect(toScaled(' 42.000 ', 0)).toBe(42n);
  });

  it('reads a JS number by its shortest text, exponents included', () => {
    expect(toScaled(1.005, 2)).toBe(101n);
    expect(toScaled(0.1 + 0.2, 3)).toBe(300n);
    expect(toScaled(1e-7, 3)).toBe(0n);
    expect(toScaled(5e-4, 3)).toBe(1n);
    expect(toScaled(1.5e21, 0)).toBe(1_500_000_000_000_000_000_000n);
    expect(toScaled(-0, 2)).toBe(0n);
  });

  it('takes a bigint as a whole number', () => {
    expect(toScaled(12n, 3)).toBe(12000n);
    expect(toScaled(-7n, 0)).toBe(-7n);
  });

  it('refuses what is not a decimal number', () => {
    for (const value of ['', '.', '-', 'abc', '1,5', '0x10', '1.2.3', '1e', 'Infinity']) expect(() => toScaled(value, 2), value).toThrow(RangeError);
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY]) expect(() => toScaled(value, 2)).toThrow(RangeError);
    expect(() => toScaled('1e99999', 2)).toThrow(RangeError);
  });

  it('divides with half-away-from-zero rounding', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(7n, 3n)).toBe(2n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
    expect(divideRounded(4n, 2n)).toBe(2n);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });

  it('writes scaled values as plain text and as Indonesian text', () => {
    expect(scaledToText(1234500n, 3)).toBe('1234.500');
    expect(scaledToText(5n, 3)).toBe('0.005');
    expect(scaledToText(-5n, 3)).toBe('-0.005');
    expect(scaledToText(42n, 0)).toBe('42');
    expect(formatScaled(1234567891n, 3)).toBe('1.234.567,891');
    expect(formatScaled(-100n, 2)).toBe('-1,00');
    expect(formatScaled(0n, 2)).toBe('0,00');
    expect(formatScaled(1000000n, 0)).toBe('1.000.000');
  });
});
