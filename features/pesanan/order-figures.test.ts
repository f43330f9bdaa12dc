import { describe, expect, it } from 'vitest';
import { orderLinePrice, orderTotals, pickupSettlement } from './order-figures';

const step500 = { step: 500, down: false };

describe('order figures', () => {
  it('prices a GRAM line as weight × price per gram + ongkos, rounded up to the step', () => {
    // 5.250 g × Rp 1.000.000 = 5.250.000 + 150.000 ongkos = 5.400.000 (on a step: stays).
    expect(orderLinePrice({ aturanHarga: 'GRAM', berat: '5.250', ongkos: 150_000, hargaTetap: null }, 1_000_000, step500)).toBe(5_400_000);
    // 5.113 g × Rp 1.000.001 = 5.113.005,113 + 150.000 = 5.263.005,113 → 5.263.500.
    expect(orderLinePrice({ aturanHarga: 'GRAM', berat: '5.113', ongkos: 150_000, hargaTetap: null }, 1_000_001, step500)).toBe(5_263_500);
  });
  it('keeps a TETAP line at its fixed price whatever it weighs', () => {
    expect(orderLinePrice({ aturanHarga: 'TETAP', berat: '9.999', ongkos: 150_000, hargaTetap: 2_750_000 }, 1_000_000, step500)).toBe(2_750_000);
  });
  it('adds PPN half up on the subtotal', () => {
    // 5.400.000 × 1,1 % = 59.400.
    expect(orderTotals([5_400_000], '1.1')).toEqual({ subtotal: 5_400_000, ppn: 59_400, total: 5_459_400 });
    expect(orderTotals([1_000_000, 263_500], '0')).toEqual({ subtotal: 1_263_500, ppn: 0, total: 1_263_500 });
  });
  it('leaves a remainder to pay, or hands the excess back', () => {
    expect(pickupSettlement(5_400_000, 2_000_000)).toEqual({ sisa: 3_400_000, kembali: 0 });
    expect(pickupSettlement(1_800_000, 2_000_000)).toEqual({ sisa: 0, kembali: 200_000 });
  });
});
