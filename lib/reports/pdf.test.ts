import { describe, expect, it } from 'vitest';
import { countPages, pager, splitAddress } from './pdf';

describe('report PDF layout', () => {
  it('wraps the address on two lines of at most 48 characters between words, marking a cut (§9)', () => {
    // Cut at 48 characters these read "…Kota Bandung, J" / "awa Barat 40111" and "…Jakarta Pusa" / "t, DKI…".
    expect(splitAddress('Jl. Braga No. 45, Sumur Bandung, Kota Bandung, Jawa Barat 40111'))
      .toEqual(['Jl. Braga No. 45, Sumur Bandung, Kota Bandung,', 'Jawa Barat 40111']);
    expect(splitAddress('Jl. Pasar Baru No. 12, Sawah Besar, Jakarta Pusat, DKI Jakarta 10710'))
      .toEqual(['Jl. Pasar Baru No. 12, Sawah Besar, Jakarta', 'Pusat, DKI Jakarta 10710']);
    // A third line's words are dropped: "Indonesia, dekat Alun-Alun Kota" does not fit after "Jawa Barat 40111,".
    expect(splitAddress('Jl. Braga No. 45, Sumur Bandung, Kota Bandung, Jawa Barat 40111, Indonesia, dekat Alun-Alun Kota'))
      .toEqual(['Jl. Braga No. 45, Sumur Bandung, Kota Bandung,', 'Jawa Barat 40111, Indonesia, dekat Alun-Alun…']);
    expect(splitAddress('Jl. Pendek 1')).toEqual(['Jl. Pendek 1', '']);
    expect(splitAddress('')).toEqual(['', '']);
  });

  it('knows the page count before drawing: header row on every page, rows of 15 pt', () => {
    // First page: table starts at 100, bottom at 547: header row then 28 rows (the 29th would end at 550 > 547).
    const next = pager(100, 547);
    const breaks = Array.from({ length: 100 }, () => next());
    expect(breaks.indexOf(true)).toBe(28);
    // Later pages: header at 28, rows from 43 to 538, 33 rows: 28 + 33 + 33 = 94, so the last 6 rows make a fourth page.
    expect(breaks.lastIndexOf(true)).toBe(94);
    expect(countPages(100, 100, 547)).toBe(4);
    expect(countPages(94, 100, 547)).toBe(3);
    expect(countPages(0, 100, 547)).toBe(1);
  });
});
