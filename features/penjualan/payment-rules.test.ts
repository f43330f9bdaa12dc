import { describe, expect, it } from 'vitest';
import { saleTotals } from '@/features/pricing/client';
import { paymentProblem } from './payment-rules';

// A sale of one item at Rp 1.500.000, PPN off: what the cashier is told, and under which field.
const problemOf = (pay: { uangDiterima?: number; bayarTransfer?: number; bayarKartu?: number; noRekeningTransfer?: string; noRekeningKartu?: string }) =>
  paymentProblem(saleTotals({ lines: [{ hargaJual: 1_500_000 }], ppnPersen: '0', uangDiterima: pay.uangDiterima ?? 0, bayarTransfer: pay.bayarTransfer, bayarKartu: pay.bayarKartu }),
    { uangDiterima: pay.uangDiterima ?? 0, noRekeningTransfer: pay.noRekeningTransfer, noRekeningKartu: pay.noRekeningKartu });

describe('paymentProblem', () => {
  it('passes cash, a split and change', () => {
    expect(problemOf({ uangDiterima: 1_500_000 })).toBeNull();
    expect(problemOf({ uangDiterima: 600_000, bayarTransfer: 1_000_000, noRekeningTransfer: 'R1' })).toBeNull(); // Rp 100.000 change
    expect(problemOf({ bayarTransfer: 700_000, bayarKartu: 800_000, noRekeningTransfer: 'R1', noRekeningKartu: 'R2' })).toBeNull();
  });
  it('names the field of each refusal', () => {
    expect(problemOf({})).toEqual({ key: 'penjualanTanpaBayar', field: 'uangDiterima' });
    expect(problemOf({ bayarTransfer: 1_000_000, uangDiterima: 500_000 })).toEqual({ key: 'penjualanRekeningWajib', field: 'noRekeningTransfer' });
    expect(problemOf({ bayarKartu: 1_500_000 })).toEqual({ key: 'penjualanRekeningWajib', field: 'noRekeningKartu' });
    expect(problemOf({ bayarTransfer: 1_500_001, noRekeningTransfer: 'R1' })).toEqual({ key: 'penjualanNonTunaiLebih', field: 'bayarTransfer' });
    expect(problemOf({ bayarKartu: 1_500_001, noRekeningKartu: 'R2' })).toEqual({ key: 'penjualanNonTunaiLebih', field: 'bayarKartu' });
    // Rp 1.000.000 by transfer leaves Rp 500.000 in cash: Rp 499.999 handed over is short by one Rupiah.
    expect(problemOf({ bayarTransfer: 1_000_000, noRekeningTransfer: 'R1', uangDiterima: 499_999 })).toEqual({ key: 'penjualanUangKurang', field: 'uangDiterima' });
  });
});
