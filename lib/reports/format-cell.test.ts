import { describe, expect, it } from 'vitest';
import { computeTotals, formatCell } from './format-cell';

describe('report cells and totals', () => {
  it('formats each column kind', () => {
    expect(formatCell(1500000, 'money')).toBe('Rp. 1.500.000');
    expect(formatCell('2.5', 'weight2')).toBe('2,50');
    expect(formatCell('2.5', 'weight3')).toBe('2,500');
    expect(formatCell('', 'text', '-')).toBe('-');
    expect(formatCell(new Date('2026-11-20T20:00:00Z'), 'date')).toBe('2026-11-21');
  });

  it('sums weights in milligrams and money in Rupiah', () => {
    const rows = [{ berat: '0.100', harga: 1 }, { berat: '0.200', harga: 2 }, { berat: '0.300', harga: 3 }];
    const totals = computeTotals(rows, [
      { key: 'berat', label: 'berat', format: 'weight3', total: true },
      { key: 'harga', label: 'harga', format: 'money', total: true },
    ]);
    // 0.1 + 0.2 + 0.3 in floating point is 0.6000000000000001.
    expect(totals).toEqual({ berat: '0.600', harga: 6 });
  });

  it('rounds weights, money and percentages half up on their digits', () => {
    expect(formatCell('1.005', 'weight2')).toBe('1,01');
    expect(formatCell('1.115', 'weight2')).toBe('1,12');
    expect(formatCell('10.005', 'weight2')).toBe('10,01');
    expect(formatCell('1234.5', 'weight3')).toBe('1.234,500');
    expect(formatCell('2500000', 'money')).toBe('Rp. 2.500.000');
    expect(formatCell('-75000', 'money')).toBe('-Rp. 75.000');
    expect(formatCell('12.345', 'percent')).toBe('12,35 %');
    expect(formatCell(1234, 'integer')).toBe('1.234');
  });

  it('adds money text from PostgreSQL exactly and keeps weight totals as exact text', () => {
    const rows = [{ berat: '1.005', harga: '4503599627370496' }, { berat: '1.115', harga: '4503599627370495' }, { berat: null, harga: null }];
    const totals = computeTotals(rows, [
      { key: 'berat', label: 'berat', format: 'weight2', total: true },
      { key: 'harga', label: 'harga', format: 'money', total: true },
    ]);
    expect(totals).toEqual({ berat: '2.120', harga: 9007199254740991 });
    expect(formatCell(totals.berat, 'weight2')).toBe('2,12');
  });
});
