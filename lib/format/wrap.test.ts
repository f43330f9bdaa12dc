import { describe, expect, it } from 'vitest';
import { padColumns, textColumns, wrapText } from './wrap';

describe('wrapText', () => {
  it('breaks between words, never inside one that fits a line', () => {
    // Cut at 20 characters the name read "Ibu Sri Rahayu Kart" / "ikasari".
    expect(wrapText('Ibu Sri Rahayu Kartikasari', 20)).toEqual(['Ibu Sri Rahayu', 'Kartikasari']);
    // …and the address "Jl. Cihampelas No. 1" / "23".
    expect(wrapText('Jl. Cihampelas No. 123, Bandung', 20)).toEqual(['Jl. Cihampelas No.', '123, Bandung']);
    // Exactly 20 stays on one line; 21 does not.
    expect(wrapText('Cincin Emas Kuning 7', 20)).toEqual(['Cincin Emas Kuning 7']);
    expect(wrapText('Cincin Emas Kuning 75', 20)).toEqual(['Cincin Emas Kuning', '75']);
  });

  it('wraps the shop addresses of the PDF headers at 48 (they read "Jakarta Pusa/t" and "J/awa Barat")', () => {
    expect(wrapText('Jl. Pasar Baru No. 12, Sawah Besar, Jakarta Pusat, DKI Jakarta 10710', 48))
      .toEqual(['Jl. Pasar Baru No. 12, Sawah Besar, Jakarta', 'Pusat, DKI Jakarta 10710']);
    expect(wrapText('Jl. Braga No. 45, Sumur Bandung, Kota Bandung, Jawa Barat 40111', 48))
      .toEqual(['Jl. Braga No. 45, Sumur Bandung, Kota Bandung,', 'Jawa Barat 40111']);
  });

  it('splits a word longer than a line on lines of its own', () => {
    expect(wrapText('No. ABCDEFGHIJKLMNOPQRSTUVWXYZ 12', 10)).toEqual(['No.', 'ABCDEFGHIJ', 'KLMNOPQRST', 'UVWXYZ 12']);
    expect(wrapText('a'.repeat(45), 20)).toEqual(['a'.repeat(20), 'a'.repeat(20), 'a'.repeat(5)]);
  });

  it('collapses spaces and line breaks, and gives no line for blank text', () => {
    expect(wrapText('  Jl.   Dago\n\t12  ', 20)).toEqual(['Jl. Dago 12']);
    expect(wrapText('   ', 20)).toEqual([]);
    expect(wrapText('', 20)).toEqual([]);
  });

  it('counts Han and kana as two columns: a text without spaces is cut where the width ends', () => {
    expect(wrapText('お買い上げの商品は本伝票', 16)).toEqual(['お買い上げの商品', 'は本伝票']);
    expect(wrapText('山田 花子', 4)).toEqual(['山田', '花子']);
  });

  it('marks a cut made by the line cap with "…" at the end of the last line kept', () => {
    // Three lines needed, two allowed: "Susanto" and "Wibowo" are dropped; the mark fits after "Kusumawardhani".
    expect(wrapText('Ibu Maria Goretti Kusumawardhani Susanto Wibowo', 20, { maxLines: 2 })).toEqual(['Ibu Maria Goretti', 'Kusumawardhani…']);
    // A full last line gives up its last word to make room: "Kusumawardhani Putri" (20) + "…" would be 21 columns.
    expect(wrapText('Ibu Maria Goretti Kusumawardhani Putri Hadiningrat', 20, { maxLines: 2 })).toEqual(['Ibu Maria Goretti', 'Kusumawardhani…']);
    // One long word left on the line: characters give way (19 + the mark = 20).
    expect(wrapText('a'.repeat(45), 20, { maxLines: 2 })).toEqual(['a'.repeat(20), `${'a'.repeat(19)}…`]);
    // The printer's code page has no "…": three dots, 17 + 3 = 20.
    expect(wrapText('a'.repeat(45), 20, { maxLines: 1, ellipsis: '...' })).toEqual([`${'a'.repeat(17)}...`]);
    // No mark when everything fits.
    expect(wrapText('Ibu Maria Goretti', 20, { maxLines: 1 })).toEqual(['Ibu Maria Goretti']);
    expect(wrapText('Jl. Pasar Baru No. 12, Sawah Besar, Jakarta Pusat, DKI Jakarta 10710', 48, { maxLines: 2 }))
      .toEqual(['Jl. Pasar Baru No. 12, Sawah Besar, Jakarta', 'Pusat, DKI Jakarta 10710']);
  });
});

describe('wrapText with a measure', () => {
  it('wraps by the width the caller measures (a PDF: points of its font)', () => {
    // Every character 5 pt wide, 50 pt a line: 10 characters.
    const points = (text: string) => Array.from(text).length * 5;
    expect(wrapText('Cincin Emas Kuning Motif Daun', 50, { measure: points })).toEqual(['Cincin', 'Emas', 'Kuning', 'Motif Daun']);
    expect(wrapText('Cincin Emas Kuning Motif Daun', 50, { measure: points, maxLines: 2 })).toEqual(['Cincin', 'Emas…']);
  });
});

describe('columns', () => {
  it('counts and pads by printed columns', () => {
    expect(textColumns('Kasir')).toBe(5);
    expect(textColumns('お客様')).toBe(6);
    expect(padColumns('Kasir', 8)).toBe('Kasir   ');
    expect(padColumns('お客様', 8)).toBe('お客様  ');
    expect(padColumns('Pelanggan', 8)).toBe('Pelangga');
    // A wide character that does not fit whole leaves a space.
    expect(padColumns('お客様', 5)).toBe('お客 ');
  });
});
