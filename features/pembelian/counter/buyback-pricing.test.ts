import { describe, expect, it } from 'vitest';
import { buybackAuthorizations, buybackPriceCap, buybackPriceLimit, computeBuybackPrice, isAboveBuybackLimit, isBeyondWeightTolerance } from './buyback-pricing';

describe('buyback price', () => {
  it('rounds weight × buying price per gram up to the purchase step', () => {
    // 2.345 g × Rp 1.420.000 = Rp 3.329.900 → up to the next Rp 1.000: Rp 3.330.000
    expect(computeBuybackPrice({ berat: '2.345', hargaBeliPerGram: 1_420_000, pembulatan: 1000, kebawah: false })).toBe(3_330_000);
    // down (PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE): Rp 3.329.000
    expect(computeBuybackPrice({ berat: '2.345', hargaBeliPerGram: 1_420_000, pembulatan: 1000, kebawah: true })).toBe(3_329_000);
  });

  it('keeps an exact multiple and works on milligrams, never floats', () => {
    // 1.5 g × Rp 1.000.000 = Rp 1.500.000, already a multiple of Rp 1.000 (both directions)
    expect(computeBuybackPrice({ berat: '1.500', hargaBeliPerGram: 1_000_000, pembulatan: 1000, kebawah: false })).toBe(1_500_000);
    expect(computeBuybackPrice({ berat: '1.500', hargaBeliPerGram: 1_000_000, pembulatan: 1000, kebawah: true })).toBe(1_500_000);
    // 0.001 g × Rp 1.250.000 = Rp 1.250 → step Rp 500: up Rp 1.500, down Rp 1.000
    expect(computeBuybackPrice({ berat: '0.001', hargaBeliPerGram: 1_250_000, pembulatan: 500, kebawah: false })).toBe(1_500);
    expect(computeBuybackPrice({ berat: '0.001', hargaBeliPerGram: 1_250_000, pembulatan: 500, kebawah: true })).toBe(1_000);
    // 0.1 + 0.2 g style: 0.3 g × Rp 1.790.001 = Rp 537.000,3 → up Rp 538.000, down Rp 537.000
    expect(computeBuybackPrice({ berat: '0.3', hargaBeliPerGram: 1_790_001, pembulatan: 1000, kebawah: false })).toBe(538_000);
    expect(computeBuybackPrice({ berat: '0.3', hargaBeliPerGram: 1_790_001, pembulatan: 1000, kebawah: true })).toBe(537_000);
  });

  it('limits a changed price by BATAS_KENAIKAN_HARGA_BELI_PERSEN', () => {
    // 0 %: the limit is the computed price itself; one Rupiah more asks for authorization
    expect(buybackPriceLimit(3_330_000, '0')).toBe(3_330_000);
    expect(isAboveBuybackLimit(3_330_000, 3_330_000, '0')).toBe(false);
    expect(isAboveBuybackLimit(3_330_001, 3_330_000, '0')).toBe(true);
    // 2.5 %: 3.330.000 × 1,025 = 3.413.250
    expect(buybackPriceLimit(3_330_000, '2.5')).toBe(3_413_250);
    expect(isAboveBuybackLimit(3_413_250, 3_330_000, '2.5')).toBe(false);
    expect(isAboveBuybackLimit(3_413_251, 3_330_000, '2.5')).toBe(true);
    // a lower price never asks
    expect(isAboveBuybackLimit(1_000, 3_330_000, '0')).toBe(false);
  });

  it('asks for the weight tolerance only beyond TOLERANSI_BERAT_PEMBELIAN', () => {
    // receipt 5.000 g, weighed 4.900 g: 0.100 g short = the tolerance, allowed
    expect(isBeyondWeightTolerance('5.000', '4.900', '0.100')).toBe(false);
    // 4.899 g: 0.101 g short, beyond
    expect(isBeyondWeightTolerance('5.000', '4.899', '0.100')).toBe(true);
    // heavier than the receipt is never short
    expect(isBeyondWeightTolerance('5.000', '5.200', '0.100')).toBe(false);
    expect(buybackAuthorizations({ harga: 3_330_001, hargaHitungJenis: 3_330_000, hargaNota: 0, beratNota: '5', berat: '4.8' },
      { BATAS_KENAIKAN_HARGA_BELI_PERSEN: '0', TOLERANSI_BERAT_PEMBELIAN: '0.100' })).toEqual({ harga: true, berat: true });
  });

  it('caps a line at the jenis\' own price limit and at the receipt\'s price (issue 25)', () => {
    // 2.000 g of 17K at its own Rp 1.445.000/g = Rp 2.890.000; a 24K code's Rp 1.980.000/g (Rp 3.960.000) is above it
    expect(buybackPriceCap({ hargaHitungJenis: 2_890_000, hargaNota: 0, batasPersen: '0' })).toBe(2_890_000);
    expect(buybackAuthorizations({ harga: 3_960_000, hargaHitungJenis: 2_890_000, hargaNota: 0, beratNota: '2', berat: '2' },
      { BATAS_KENAIKAN_HARGA_BELI_PERSEN: '0', TOLERANSI_BERAT_PEMBELIAN: '0.100' }).harga).toBe(true);
    // receipt Rp 6.000.000 under a limit of Rp 6.599.000: Rp 6.000.000 is free, Rp 6.000.001 (and the seen Rp 6.503.000) is not
    expect(buybackPriceCap({ hargaHitungJenis: 6_599_000, hargaNota: 6_000_000, batasPersen: '0' })).toBe(6_000_000);
    expect(buybackAuthorizations({ harga: 6_000_000, hargaHitungJenis: 6_599_000, hargaNota: 6_000_000, beratNota: '3.2', berat: '3.2' },
      { BATAS_KENAIKAN_HARGA_BELI_PERSEN: '0', TOLERANSI_BERAT_PEMBELIAN: '0.100' }).harga).toBe(false);
    expect(buybackAuthorizations({ harga: 6_503_000, hargaHitungJenis: 6_599_000, hargaNota: 6_000_000, beratNota: '3.2', berat: '3.2' },
      { BATAS_KENAIKAN_HARGA_BELI_PERSEN: '0', TOLERANSI_BERAT_PEMBELIAN: '0.100' }).harga).toBe(true);
    // an own item sold for Rp 1 is never bought back above Rp 1 without a grant, whatever its gold is worth
    expect(buybackPriceCap({ hargaHitungJenis: 3_815_000, hargaNota: 1, batasPersen: '10' })).toBe(1);
  });
});
