import { describe, expect, it } from 'vitest';
import { actualMonthlyRate, addDays, appraisal, interestDue, interestPerDay, loanDays, plafondOf, redemptionTotal, renewalMoney } from './loan';

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

describe('a renewal\'s money (hand-computed)', () => {
  it('asks the interest and the principal paid back, or pays the increase out less the interest', () => {
    // Kept at 5.000.000: only the interest, 104.175.
    expect(renewalMoney(5_000_000, 104_175, 0, 5_000_000)).toEqual({ bungaBersih: 104_175, pokokDibayar: 0, tambahPinjaman: 0, dibayarNasabah: 104_175, diterimaNasabah: 0 });
    // Down to 4.000.000: 104.175 + 1.000.000 = 1.104.175.
    expect(renewalMoney(5_000_000, 104_175, 0, 4_000_000)).toEqual({ bungaBersih: 104_175, pokokDibayar: 1_000_000, tambahPinjaman: 0, dibayarNasabah: 1_104_175, diterimaNasabah: 0 });
    // Up to 6.000.000: 1.000.000 − 104.175 = 895.825 to the customer.
    expect(renewalMoney(5_000_000, 104_175, 0, 6_000_000)).toEqual({ bungaBersih: 104_175, pokokDibayar: 0, tambahPinjaman: 1_000_000, dibayarNasabah: 0, diterimaNasabah: 895_825 });
    // Up by 50.000 only: the customer still owes 104.175 − 50.000 = 54.175.
    expect(renewalMoney(5_000_000, 104_175, 0, 5_050_000)).toMatchObject({ tambahPinjaman: 50_000, dibayarNasabah: 54_175, diterimaNasabah: 0 });
    // A discount of 4.175: 100.000 of interest.
    expect(renewalMoney(5_000_000, 104_175, 4_175, 5_000_000)).toMatchObject({ bungaBersih: 100_000, dibayarNasabah: 100_000 });
    // Up by exactly the interest: nothing changes hands.
    expect(renewalMoney(5_000_000, 104_175, 0, 5_104_175)).toMatchObject({ dibayarNasabah: 0, diterimaNasabah: 0 });
  });
});
