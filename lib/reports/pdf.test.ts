import { describe, expect, it } from 'vitest';
import { paginate, splitAddress } from './pdf';

describe('report PDF layout', () => {
  it('splits the address at 48 and 90 characters (§9)', () => {
    const address = 'Jl. Braga No. 45, Sumur Bandung, Kota Bandung, Jawa Barat 40111, Indonesia, dekat Alun-Alun Kota';
    const [first, second] = splitAddress(address);
    expect(first).toBe(address.slice(0, 48));
    expect(second).toBe(address.slice(48, 90));
    expect(splitAddress('Jl. Pendek 1')).toEqual(['Jl. Pendek 1', '']);
  });

  it('knows the page count before drawing: header row on every page, rows of 15 pt', () => {
    const lines = Array.from({ length: 100 }, (_, index) => ({ kind: 'row' as const, index }));
    // First page: table starts at 100, bottom at 547: header row then 29 rows (100+15+29*15 = 550 > 547 → 29).
    const { breaks, pages } = paginate(lines, 100, 547);
    const firstBreak = breaks.indexOf(true);
    expect(firstBreak).toBe(28);
    // Later pages hold 32 rows (58 to 532): 28 + 32 + 32 = 92, so the last 8 rows make a fourth page.
    expect(pages).toBe(4);
  });
});
