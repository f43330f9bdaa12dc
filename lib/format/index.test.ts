import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDecimal, formatInteger, formatLongDate, formatPercent, formatRupiah, formatWeight, formatWeightDifference, todayInJakarta } from './index';
import { JAKARTA_TZ } from '@/lib/time/jakarta';

describe('formats of §9', () => {
  it('writes Rupiah with the prefix, dot separators and no decimals', () => {
    expect(formatRupiah(0)).toBe('Rp. 0');
    expect(formatRupiah(1234567)).toBe('Rp. 1.234.567');
    expect(formatRupiah(-1500)).toBe('-Rp. 1.500');
    expect(formatRupiah(12_345_678_901_234n)).toBe('Rp. 12.345.678.901.234');
    expect(formatRupiah('9007199254740993')).toBe('Rp. 9.007.199.254.740.993');
    expect(formatRupiah('-250000')).toBe('-Rp. 250.000');
    expect(formatRupiah(999)).toBe('Rp. 999');
    expect(formatRupiah(1000)).toBe('Rp. 1.000');
  });

  it('writes a weight difference with its sign: plus over, minus (U+2212) under, none when even', () => {
    expect(formatWeightDifference('0.018', 3)).toBe('+0,018');
    expect(formatWeightDifference('-5', 3)).toBe('\u22125,000');
    expect(formatWeightDifference('-1234.5', 3)).toBe('\u22121.234,500');
    expect(formatWeightDifference('0.000', 3)).toBe('0,000');
    expect(formatWeightDifference('-0.0004', 3)).toBe('0,000');
  });

  it('writes weights with 3 or 2 decimals and thousands separators', () => {
    expect(formatWeight('1234.5', 3)).toBe('1.234,500');
    expect(formatWeight(2.345, 2)).toBe('2,35');
    expect(formatWeight(0, 3)).toBe('0,000');
    expect(formatWeight('1234567.891', 3)).toBe('1.234.567,891');
    expect(formatWeight('-12.5', 3)).toBe('-12,500');
    expect(formatWeight(5n, 3)).toBe('5,000');
  });

  it('rounds half up on the decimal digits, as Excel does, where a float would round down', () => {
    // Each of these is stored in binary just below its half: toFixed(2) gives 1,00 / 1,11 / 10,00.
    expect(formatWeight(1.005, 2)).toBe('1,01');
    expect(formatWeight('1.005', 2)).toBe('1,01');
    expect(formatWeight(1.115, 2)).toBe('1,12');
    expect(formatWeight('1.115', 2)).toBe('1,12');
    expect(formatWeight(10.005, 2)).toBe('10,01');
    expect(formatWeight('1.004', 2)).toBe('1,00');
    expect(formatWeight('999.995', 2)).toBe('1.000,00');
    expect(formatWeight('-1.005', 2)).toBe('-1,01');
    expect(formatWeight('-0.004', 2)).toBe('0,00');
    expect(formatWeight('2.0004', 3)).toBe('2,000');
    expect(formatWeight('2.0005', 3)).toBe('2,001');
  });

  it('writes percentages with 2 decimals, rounded the same way', () => {
    expect(formatPercent(7.456)).toBe('7,46 %');
    expect(formatPercent('12.345')).toBe('12,35 %');
    expect(formatPercent(100)).toBe('100,00 %');
    expect(formatPercent('-3.125')).toBe('-3,13 %');
    expect(formatPercent(0)).toBe('0,00 %');
  });

  it('writes decimals and integers with Indonesian separators', () => {
    expect(formatDecimal(1234.5, 1)).toBe('1.234,5');
    expect(formatDecimal('0.125', 2)).toBe('0,13');
    expect(formatDecimal(2.5, 0)).toBe('3');
    expect(formatInteger(1234567)).toBe('1.234.567');
    expect(formatInteger('-1000')).toBe('-1.000');
  });

  it('writes dates in Asia/Jakarta', () => {
    // 18:30 UTC is already the next day in Jakarta (UTC+7).
    expect(formatDate('2026-11-20T18:30:00Z')).toBe('2026-11-21');
    expect(formatDateTime('2026-11-20T18:30:05Z')).toBe('2026-11-21 01:30:05');
    expect(todayInJakarta(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
    expect(formatLongDate('2026-11-21T03:00:00Z')).toBe('21 November 2026');
  });

  it('reads Jakarta as date-fns-tz does, every few hours over two years and before 1964 (UTC+7:30), and refuses an invalid date', () => {
    for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2027, 0, 1); at += 7 * 3600_000 + 61_000) {
      expect(formatDateTime(at)).toBe(formatInTimeZone(new Date(at), JAKARTA_TZ, 'yyyy-MM-dd HH:mm:ss'));
    }
    expect(formatDateTime('1960-05-01T16:45:00Z')).toBe(formatInTimeZone(new Date('1960-05-01T16:45:00Z'), JAKARTA_TZ, 'yyyy-MM-dd HH:mm:ss'));
    // Around the change to UTC+7 (1964-01-01 00:00 at +7:30 = 1963-12-31 16:30 UTC): the clock went back half an hour.
    for (const at of ['1963-12-31T16:29:59Z', '1963-12-31T16:30:00Z', '1963-12-31T16:59:59Z', '1963-12-31T17:00:00Z']) {
      expect(formatDateTime(at)).toBe(formatInTimeZone(new Date(at), JAKARTA_TZ, 'yyyy-MM-dd HH:mm:ss'));
    }
    expect(formatDateTime('1963-12-31T16:29:59Z')).toBe('1963-12-31 23:59:59');
    expect(formatDateTime('1963-12-31T16:30:00Z')).toBe('1963-12-31 23:30:00');
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});
