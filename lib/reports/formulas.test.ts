import { describe, expect, it } from 'vitest';
import { bungaAktual, bungaTotal, hargaPerGram, persentaseBeli, totalTebus } from './formulas';

describe('§9 purchase report', () => {
  it('price per gram = price / weight, in whole Rupiah', () => {
    // 5.250 g bought for Rp 7.350.000 → Rp 1.400.000 per gram.
    expect(hargaPerGram(7_350_000, '5.250')).toBe(1_400_000);
    // 3.333 g for Rp 4.000.000 → 1.200.120,01… → Rp 1.200.120.
    expect(hargaPerGram(4_000_000, '3.333')).toBe(1_200_120);
    // 2.000 g for Rp 1.000.001 → 500.000,5 → Rp 500.001 (half up).
    expect(hargaPerGram('1000001', '2.000')).toBe(500_001);
    expect(hargaPerGram(1_000, '0.000')).toBe(0);
  });

  it('percentage = (market price − price per gram) / market price × 100, to 2 decimals', () => {
    // Market Rp 1.612.000 (18K), paid Rp 1.400.000/g → 13,1513…%.
    expect(persentaseBeli(1_612_000, 1_400_000)).toBe('13.15');
    // 99 / 800 × 100 = 12,375 exactly → 12,38.
    expect(persentaseBeli(800, 701)).toBe('12.38');
    // Paid above the market price: negative.
    expect(persentaseBeli(1_000_000, 1_050_000)).toBe('-5.00');
    expect(persentaseBeli(2_000_000, 2_000_000)).toBe('0.00');
    expect(persentaseBeli(0, 100)).toBe('0.00');
  });
});

describe('§9 redemption report', () => {
  it('interest total = bunga_rp × days; total = principal + interest', () => {
    // Rp 10.000.000 at 2,5 % a month → Rp 8.333 a day; redeemed after 45 days.
    expect(bungaTotal(8_333, 45)).toBe(374_985);
    expect(totalTebus(10_000_000, 374_985)).toBe(10_374_985);
  });

  it('actual rate = 100 × interest × 30 / days / principal, to 2 decimals', () => {
    // 100 × 374.985 × 30 / 45 / 10.000.000 = 2,49990 % → 2,50.
    expect(bungaAktual(374_985, 45, 10_000_000)).toBe('2.50');
    // 100 × 1 × 30 / 3 / 8.000 = 0,125 exactly → 0,13.
    expect(bungaAktual(1, 3, 8_000)).toBe('0.13');
    expect(bungaAktual(100, 0, 1000)).toBe('0.00');
  });
});
