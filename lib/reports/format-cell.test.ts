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
    expect(totals).toEqual({ berat: 0.6, harga: 6 });
  });
});
