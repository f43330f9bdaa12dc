import { describe, expect, it } from 'vitest';
import { plafondShareOf, quoteLoan, rateBandOf, type LoanParameters } from './loan-quote';

const bands = [
  { jumlahDari: 0, jumlahSampai: 10_000_000, hariDari: 1, hariSampai: 120, bunga: '2.50' },
  { jumlahDari: 5_000_000, jumlahSampai: 10_000_000, hariDari: 1, hariSampai: 120, bunga: '2.00' },
];
const parameters: LoanParameters = {
  hargaEmas: { P18: 1_000_000, P22: 1_200_000 }, plafondBands: [{ kadarDari: '70', kadarSampai: '80', persen: '80' }], rateBands: bands,
  pokokMode: null, pokokPerGram: { P18: 600_000 }, lamaHari: 30, masaTenggangHari: 7, biayaAdmin: 10_000,
};
const items = [{ kodeDept: 'P18', berat: '5.125', kadar: '75.00' }, { kodeDept: 'P22', berat: '2.000', kadar: '99.00' }];

describe('a loan quote', () => {
  it('picks the narrower band inside a wider one, and none outside every band', () => {
    expect(rateBandOf(bands, 4_999_999, 30)?.bunga).toBe('2.50');
    expect(rateBandOf(bands, 5_000_000, 30)?.bunga).toBe('2.00');
    expect(rateBandOf(bands, 10_000_001, 30)).toBeNull();
    expect(rateBandOf(bands, 1_000_000, 121)).toBeNull();
  });

  it('gives a kadar no band holds a share of 0', () => {
    expect(plafondShareOf(parameters.plafondBands!, '80.00')).toBe('80');
    expect(plafondShareOf(parameters.plafondBands!, '80.01')).toBe('0');
  });

  it('works out a typed principal by hand', () => {
    // 5,125 g × 1.000.000 = 5.125.000; 2 g × 1.200.000 = 2.400.000; plafond 80 % × 5.125.000 = 4.100.000.
    // 4.000.000 at 2,5 %: 3.333,33 → 3.334 a day, 100.020 in 30 days; due 30 days after 2026-11-27, auction 7 days later.
    expect(quoteLoan(parameters, { items, jumlahHutang: 4_000_000, today: '2026-11-27' })).toMatchObject({
      totalTaksiran: 7_525_000, plafond: 4_100_000, jumlahHutang: 4_000_000, bunga: '2.50', bungaRp: 3_334, bungaBulan: 100_020,
      dibayarkan: 3_990_000, needsGrant: false, tglJatuhTempo: '2026-12-27', tglLelang: '2027-01-03',
    });
  });

  it('fixes the principal from the parameter per gram (NOMINAL) or the appraisal (HARGA_EMAS)', () => {
    // NOMINAL: 5,125 g × 600.000 = 3.075.000 (P22 has none: 0). HARGA_EMAS: the appraisal, 7.525.000 (above the plafond, 2 %).
    expect(quoteLoan({ ...parameters, pokokMode: 'NOMINAL' }, { items, jumlahHutang: 1, today: '2026-11-27' }).jumlahHutang).toBe(3_075_000);
    expect(quoteLoan({ ...parameters, pokokMode: 'HARGA_EMAS' }, { items, today: '2026-11-27' })).toMatchObject({ jumlahHutang: 7_525_000, bunga: '2.00', needsGrant: true });
  });

  it('takes the typed rate when the bands are off, and none without it', () => {
    expect(quoteLoan({ ...parameters, rateBands: null }, { items, jumlahHutang: 6_000_000, bunga: '1.5', today: '2026-11-27' }).bungaRp).toBe(3_000);
    expect(quoteLoan({ ...parameters, rateBands: null }, { items, jumlahHutang: 6_000_000, today: '2026-11-27' }).bunga).toBeNull();
  });
});
