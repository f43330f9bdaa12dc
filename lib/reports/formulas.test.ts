import { describe, expect, it } from 'vitest';
import { bungaAktual, bungaTotal, hargaPerGram, persentaseBeli, totalTebus } from './formulas';

describe('§9 purchase report', () => {
  it('price per gram = price / weight, in whole Rupiah', () => {
    // 5.250 g bought for Rp 7.350.000 → Rp 1.400.000 per gram.
    expect(hargaPerGram(7_350_000, 5.25)).toBe(1_400_000);
    // 3.333 g for Rp 4.000.000 → 1.200.120,01… → Rp 1.200.120.
    expect(hargaPerGram(4_000_000, 3.333)).toBe(1_200_120);
    expect(hargaPerGram(1_000, 0)).toBe(0);
  });

  it('percentage = (market price − price per gram) / market price × 100', () => {
    // Market Rp 1.612.000 (18K), paid Rp 1.400.000/g → 13.1513…%.
    expect(persentaseBeli(1_612_000, 1_400_000)).toBeCloseTo(13.1514, 4);
    expect(persentaseBeli(2_000_000, 2_000_000)).toBe(0);
    expect(persentaseBeli(0, 100)).toBe(0);
  });
});

describe('§9 redemption report', () => {
  it('interest total = bunga_rp × days; total = principal + interest', () => {
    // Rp 10.000.000 at 2,5 % a month → Rp 8.333 a day; redeemed after 45 days.
    expect(bungaTotal(8_333, 45)).toBe(374_985);
    expect(totalTebus(10_000_000, 374_985)).toBe(10_374_985);
  });

  it('actual rate = 100 × interest × 30 / days / principal', () => {
    // 100 × 374.985 × 30 / 45 / 10.000.000 = 2,49990 %.
    expect(bungaAktual(374_985, 45, 10_000_000)).toBeCloseTo(2.4999, 4);
    expect(bungaAktual(100, 0, 1000)).toBe(0);
  });
});
