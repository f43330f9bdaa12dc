import { describe, expect, it } from 'vitest';
import { goldAddedPrice, pickupRemainder, serviceBarcodeOf, weightChange } from './repair-figures';

describe('repair figures', () => {
  it('weighs the grams gained or lost exactly', () => {
    expect(weightChange('5.125', '5.375')).toBe('0.250');
    expect(weightChange('3.000', '2.950')).toBe('-0.050');
    expect(weightChange('0.1', '0.3')).toBe('0.200');
  });
  it('prices the gold added by the gram, half up, and never pays lost gold back', () => {
    expect(goldAddedPrice('5.125', '5.375', 1_000_000)).toBe(250_000);
    expect(goldAddedPrice('1.000', '1.001', 1_499)).toBe(1);
    expect(goldAddedPrice('1.000', '1.001', 1_500)).toBe(2);
    expect(goldAddedPrice('3.000', '2.950', 1_000_000)).toBe(0);
    expect(goldAddedPrice('3.000', '3.000', 1_000_000)).toBe(0);
  });
  it('leaves the work and the gold less the down payment to pay', () => {
    expect(pickupRemainder({ biayaAkhir: 150_000, hargaEmasTambah: 250_000, uangMuka: 100_000 })).toBe(300_000);
  });
  it('names a piece after its ticket', () => {
    expect(serviceBarcodeOf('SV-CAB01-261127-0001', 2)).toBe('SV-CAB01-261127-0001-2');
  });
});
