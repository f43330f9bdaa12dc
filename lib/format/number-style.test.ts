import { describe, expect, it } from 'vitest';
import { formatDecimal, formatInteger, formatPercent, formatRupiah, formatShortDecimal, formatWeight, formatWeightDifference } from './index';
import { numberStyleOf } from './number-style';

// Hand-written expectations per language: a weight, a big weight, a percentage, a count, a signed difference, Rupiah.
const CASES: [string, string, string, string, string, string, string][] = [
  // locale, 1.875 g,   1234567.891 g,     7.456 %,   12345,    −5 g diff,  Rp
  ['id', '1,875', '1.234.567,891', '7,46 %', '12.345', '\u22125,000', 'Rp. 1.234.567'],
  ['it', '1,875', '1.234.567,891', '7,46 %', '12.345', '\u22125,000', 'Rp. 1.234.567'],
  ['en', '1.875', '1,234,567.891', '7.46 %', '12,345', '\u22125.000', 'Rp. 1.234.567'],
  ['hk', '1.875', '1,234,567.891', '7.46 %', '12,345', '\u22125.000', 'Rp. 1.234.567'],
  ['jp', '1.875', '1,234,567.891', '7.46 %', '12,345', '\u22125.000', 'Rp. 1.234.567'],
  ['my', '1.875', '1,234,567.891', '7.46 %', '12,345', '\u22125.000', 'Rp. 1.234.567'],
];

describe('numbers follow the chosen language; Rupiah keeps its Indonesian grouping', () => {
  it.each(CASES)('%s', (locale, small, big, percent, count, diff, rupiah) => {
    const style = numberStyleOf(locale);
    expect(formatWeight('1.875', 3, style)).toBe(small);
    expect(formatWeight('1234567.891', 3, style)).toBe(big);
    expect(formatPercent('7.456', style)).toBe(percent);
    expect(formatInteger(12345, style)).toBe(count);
    expect(formatWeightDifference('-5', 3, style)).toBe(diff);
    expect(formatRupiah(1234567)).toBe(rupiah);
  });

  it('rounds the same in every language, and keeps Indonesian for an unknown language or none', () => {
    expect(formatDecimal('1.005', 2, numberStyleOf('en'))).toBe('1.01');
    expect(formatDecimal('-1.005', 2, numberStyleOf('id'))).toBe('-1,01');
    expect(formatWeight('1.875', 3, numberStyleOf('xx'))).toBe('1,875');
    expect(formatWeight('1.875', 3)).toBe('1,875');
  });

  it('writes a rate without its trailing zeros, in the language\'s decimal mark', () => {
    const [id, en] = [numberStyleOf('id'), numberStyleOf('en')];
    expect(formatShortDecimal('1.10', 2, id)).toBe('1,1');
    expect(formatShortDecimal('1.10', 2, en)).toBe('1.1');
    expect(formatShortDecimal('1.65', 2, en)).toBe('1.65');
    expect(formatShortDecimal('11.00', 2, id)).toBe('11');
    expect(formatShortDecimal('10', 2, en)).toBe('10');
    expect(formatShortDecimal('0.00', 2, id)).toBe('0');
    expect(formatShortDecimal('1234.500', 3, en)).toBe('1,234.5');
    expect(formatShortDecimal('1234.500', 3, id)).toBe('1.234,5');
    expect(formatShortDecimal('0.125', 2, id)).toBe('0,13');
  });
});
