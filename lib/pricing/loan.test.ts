import { describe, expect, it } from 'vitest';
import { actualMonthlyRate, addDays, appraisal, interestDue, interestPerDay, loanDays, plafondOf, redemptionTotal } from './loan';

describe('pawn loan figures (hand-computed)', () => {
  it('appraises gold weight × price per gram, rounded down to a whole Rupiah', () => {
    // 5.125 g × Rp 1.000.000 = Rp 5.125.000
    expect(appraisal('5.125', 1_000_000)).toBe(5_125_000);
    // 0.001 g × Rp 999.999 = Rp 999,999 → Rp 999
    expect(appraisal('0.001', 999_999)).toBe(999);
    // 2.333 g × Rp 1.234.567 = Rp 2.880.244,811 → Rp 2.880.244
    expect(appraisal('2.333', 1_234_567)).toBe(2_880_244);
  });

  it('gives the plafond as each appraisal × its share, summed, rounded down', () => {
    // 5.125.000 × 80 % = 4.100.000; 1.000.001 × 72,5 % = 725.000,725; sum 4.825.000,725 → 4.825.000
    expect(plafondOf([{ taksiran: 5_125_000, persen: '80' }, { taksiran: 1_000_001, persen: '72.5' }])).toBe(4_825_000);
  });

  it('gives the interest per day from the monthly rate, rounded up', () => {
    // 10.000.000 × 2,5 % / 30 = 8.333,33… → 8.334
    expect(interestPerDay(10_000_000, '2.5')).toBe(8_334);
    // 6.000.000 × 1,5 % / 30 = 3.000 exactly
    expect(interestPerDay(6_000_000, '1.50')).toBe(3_000);
    // 1 × 0,01 % / 30 → 1 (never less than the rate gives)
    expect(interestPerDay(1, '0.01')).toBe(1);
  });

  it('counts Jakarta days, at least one', () => {
    expect(loanDays('2026-11-26', '2026-11-26')).toBe(1);
    expect(loanDays('2026-11-26', '2026-11-27')).toBe(1);
    expect(loanDays('2026-10-12', '2026-11-26')).toBe(45);
    // across the end of February in a leap year
    expect(loanDays('2028-02-27', '2028-03-01')).toBe(3);
  });

  it('computes §9: interest, actual rate and total', () => {
    // 8.334 × 45 days = 375.030; 100 × 375.030 × 30 / 45 / 10.000.000 = 2,5002 → "2.50"; total 10.375.030
    expect(interestDue(8_334, 45)).toBe(375_030);
    expect(actualMonthlyRate(375_030, 45, 10_000_000)).toBe('2.50');
    expect(redemptionTotal(10_000_000, 375_030)).toBe(10_375_030);
    // a discount of Rp 75.030 on the interest
    expect(redemptionTotal(10_000_000, 375_030, 75_030)).toBe(10_300_000);
    // 1 day at Rp 3.000 on 6.000.000: 100 × 3.000 × 30 / 1 / 6.000.000 = 1,5
    expect(actualMonthlyRate(3_000, 1, 6_000_000)).toBe('1.50');
  });

  it('adds days to a Jakarta day', () => {
    expect(addDays('2026-11-26', 30)).toBe('2026-12-26');
    expect(addDays('2026-12-26', 7)).toBe('2027-01-02');
  });
});
