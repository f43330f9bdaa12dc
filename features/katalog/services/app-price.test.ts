import { describe, expect, it } from 'vitest';
import { appPrice } from './app-price';

const settings = { PEMBULATAN_PENJUALAN: '500', PEMBULATAN_PENJUALAN_KEBAWAH_MODULE: 'false' };

describe('appPrice', () => {
  it('keeps a fixed price', () => {
    expect(appPrice({ berat: '2.500', ikut_harga_global: false, harga_jual: 3_250_000 }, 1_400_000, settings)).toBe(3_250_000);
  });
  it('prices per gram from the global gold price, rounded up to the sale step', () => {
    // 1.237 g × 1.401.234 = 1.733.326,458 → 1.733.500
    expect(appPrice({ berat: '1.237', ikut_harga_global: true, harga_jual: 0 }, 1_401_234, settings)).toBe(1_733_500);
    expect(appPrice({ berat: '2.000', ikut_harga_global: true, harga_jual: 0 }, 1_400_000, settings)).toBe(2_800_000);
  });
  it('rounds down when the sale rounding module says so, with the configured step', () => {
    expect(appPrice({ berat: '1.237', ikut_harga_global: true, harga_jual: 0 }, 1_401_234, { PEMBULATAN_PENJUALAN: '1000', PEMBULATAN_PENJUALAN_KEBAWAH_MODULE: 'true' })).toBe(1_733_000);
  });
  it('reads a stored step loosely written before settings were checked as the default Rp 500, never as hex', () => {
    // 1.237 g × 1.401.234 = 1.733.326,458 → up to a step of 500: 1.733.500 ("0x10" is not a step of Rp 16: that would give 1.733.328).
    for (const step of ['0x10', '1e3', '-500', 'abc']) {
      expect(appPrice({ berat: '1.237', ikut_harga_global: true, harga_jual: 0 }, 1_401_234, { ...settings, PEMBULATAN_PENJUALAN: step }), step).toBe(1_733_500);
    }
  });
  it('has no price per gram while no global price is set', () => {
    expect(appPrice({ berat: '1.000', ikut_harga_global: true, harga_jual: 0 }, 0, settings)).toBeNull();
  });
  it('stays exact for heavy items', () => {
    expect(appPrice({ berat: '1000.001', ikut_harga_global: true, harga_jual: 0 }, 1_999_999, settings)).toBe(2_000_001_000);
  });
});
