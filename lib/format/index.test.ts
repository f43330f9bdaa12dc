import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatPercent, formatRupiah, formatWeight, todayInJakarta } from './index';

describe('formats of §9', () => {
  it('writes Rupiah with the prefix, dot separators and no decimals', () => {
    expect(formatRupiah(0)).toBe('Rp. 0');
    expect(formatRupiah(1234567)).toBe('Rp. 1.234.567');
    expect(formatRupiah(-1500)).toBe('-Rp. 1.500');
    expect(formatRupiah(12_345_678_901_234n)).toBe('Rp. 12.345.678.901.234');
  });

  it('writes weights with 3 or 2 decimals and thousands separators', () => {
    expect(formatWeight('1234.5', 3)).toBe('1.234,500');
    expect(formatWeight(2.345, 2)).toBe('2,35');
    expect(formatWeight(0, 3)).toBe('0,000');
  });

  it('writes percentages with 2 decimals', () => {
    expect(formatPercent(7.456)).toBe('7,46 %');
  });

  it('writes dates in Asia/Jakarta', () => {
    // 18:30 UTC is already the next day in Jakarta (UTC+7).
    expect(formatDate('2026-11-20T18:30:00Z')).toBe('2026-11-21');
    expect(formatDateTime('2026-11-20T18:30:05Z')).toBe('2026-11-21 01:30:05');
    expect(todayInJakarta(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
    expect(formatLongDate('2026-11-21T03:00:00Z')).toBe('21 November 2026');
  });
});
