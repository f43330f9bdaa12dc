import { describe, expect, it } from 'vitest';
import { costFloor, percentHundredths, ppnOf, priceLimit, priceNeedsApproval, roundToStep, saleLineNeedsApproval, salePrice } from './pricing';

const ring = { berat: '3.250', hargaPerGram: 1_000_001, ongkos: 25_000, hargaTetap: false, hargaJual: 0, step: 500 };

describe('roundToStep', () => {
  it('rounds up to the step unless down', () => {
    expect(roundToStep(3_275_001, 500, false)).toBe(3_275_500);
    expect(roundToStep(3_275_001, 500, true)).toBe(3_275_000);
    expect(roundToStep(3_275_500, 500, false)).toBe(3_275_500); // on a step: stays
    expect(roundToStep(3_275_500, 500, true)).toBe(3_275_500);
    expect(roundToStep(1_234_567, 1000, false)).toBe(1_235_000);
  });
});

describe('salePrice', () => {
  it('weight × price per gram + ongkos, rounded up to Rp 500', () => {
    // 3.250 g × 1.000.001 = 3.250.003,25; + 25.000 = 3.275.003,25 → next multiple of 500 = 3.275.500
    expect(salePrice({ ...ring, down: false })).toBe(3_275_500);
  });
  it('rounded down with PEMBULATAN_PENJUALAN_KEBAWAH_MODULE', () => {
    // 3.275.003,25 → 3.275.000
    expect(salePrice({ ...ring, down: true })).toBe(3_275_000);
  });
  it('an exact amount is not rounded, and milligrams never become floats', () => {
    // 0.100 g × 1.000.000 = 100.000 + 0 ongkos: already a multiple of 500
    expect(salePrice({ ...ring, berat: '0.100', hargaPerGram: 1_000_000, ongkos: 0, down: false })).toBe(100_000);
    // 0.001 g × 1.234.567 = 1.234,567 → 1.500 (up), 1.000 (down)
    expect(salePrice({ ...ring, berat: '0.001', hargaPerGram: 1_234_567, ongkos: 0, down: false })).toBe(1_500);
    expect(salePrice({ ...ring, berat: '0.001', hargaPerGram: 1_234_567, ongkos: 0, down: true })).toBe(1_000);
  });
  it("a fixed-price item is sold at its own price", () => {
    expect(salePrice({ ...ring, hargaTetap: true, hargaJual: 2_750_250, down: false })).toBe(2_750_250);
  });
});

describe('ppnOf', () => {
  it('0 when off', () => expect(ppnOf(3_275_500, '0')).toBe(0));
  it('1.1 %, half up to a Rupiah', () => {
    // 3.275.500 × 1,1 % = 36.030,5 → 36.031
    expect(ppnOf(3_275_500, '1.1')).toBe(36_031);
    // 1.000.000 × 1,1 % = 11.000
    expect(ppnOf(1_000_000, '1.1')).toBe(11_000);
  });
  it('1.65 %', () => {
    // 3.275.500 × 1,65 % = 54.045,75 → 54.046
    expect(ppnOf(3_275_500, '1.65')).toBe(54_046);
    // 1.000.100 × 1,65 % = 16.501,65 → 16.502 ; 1.000.000 × 1,65 % = 16.500
    expect(ppnOf(1_000_100, '1.65')).toBe(16_502);
    expect(ppnOf(1_000_000, '1.65')).toBe(16_500);
  });
  it('reads percentages exactly', () => {
    expect(percentHundredths('1.1')).toBe(110n);
    expect(percentHundredths('1.65')).toBe(165n);
    expect(percentHundredths('10')).toBe(1000n);
  });
});

describe('the price limit and the cost floor', () => {
  it('limit = computed × (1 + limit %), down to a Rupiah', () => {
    // 3.275.500 × 1,10 = 3.603.050
    expect(priceLimit(3_275_500, '10')).toBe(3_603_050);
    // 1.000.005 × 1,10 = 1.100.005,5 → 1.100.005
    expect(priceLimit(1_000_005, '10')).toBe(1_100_005);
    expect(priceLimit(1_000_005, '0')).toBe(1_000_005);
  });
  it('floor = weight × buy price per gram, up to a Rupiah', () => {
    // 3.250 g × 900.001 = 2.925.003,25 → 2.925.004
    expect(costFloor('3.250', 900_001)).toBe(2_925_004);
    expect(costFloor('2.000', 900_000)).toBe(1_800_000);
  });
  it('a price outside [floor, limit] needs approval', () => {
    expect(priceNeedsApproval(3_603_050, 3_603_050, 2_925_004)).toBe(false);
    expect(priceNeedsApproval(3_603_051, 3_603_050, 2_925_004)).toBe(true);
    expect(priceNeedsApproval(2_925_004, 3_603_050, 2_925_004)).toBe(false);
    expect(priceNeedsApproval(2_925_003, 3_603_050, 2_925_004)).toBe(true);
  });
  it('a sale line is held to [floor, limit] at its own computed price too (issue 25)', () => {
    // A fixed price of Rp 1 on 2.354 g of P18 (buy Rp 1.548.000/g): floor Rp 3.643.992, limit Rp 1 × 1,10 → Rp 1.
    const fixed = { hargaHitung: 1, batasAtas: priceLimit(1, '10'), batasBawah: costFloor('2.354', 1_548_000) };
    expect(fixed).toEqual({ hargaHitung: 1, batasAtas: 1, batasBawah: 3_643_992 });
    expect(saleLineNeedsApproval({ ...fixed, hargaJual: 1 })).toBe(true);
    // The same item at a fixed price on its floor: free at that price, not above its own limit (Rp 4.008.391).
    const atFloor = { batasAtas: priceLimit(3_643_992, '10'), batasBawah: 3_643_992 };
    expect(saleLineNeedsApproval({ ...atFloor, hargaJual: 3_643_992 })).toBe(false);
    expect(saleLineNeedsApproval({ ...atFloor, hargaJual: 4_008_391 })).toBe(false);
    expect(saleLineNeedsApproval({ ...atFloor, hargaJual: 4_008_392 })).toBe(true);
  });
});
