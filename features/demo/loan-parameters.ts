import type { Tx } from '@/lib/db/client';
import { seedLoanParameters, type LoanParameters } from '@/features/hutang/kernel';

const TERMS = [{ hariDari: 1, hariSampai: 30 }, { hariDari: 31, hariSampai: 60 }, { hariDari: 61, hariSampai: 120 }] as const;
/** Per amount band, the monthly rate for up to 30, 60 and 120 days: larger loans and longer terms pay less. */
const AMOUNTS = [
  { jumlahDari: 0, jumlahSampai: 5_000_000, rates: ['2.50', '2.25', '2.00'] },
  { jumlahDari: 5_000_001, jumlahSampai: 20_000_000, rates: ['2.00', '1.85', '1.75'] },
  { jumlahDari: 20_000_001, jumlahSampai: 1_000_000_000, rates: ['1.75', '1.60', '1.50'] },
] as const;

/**
 * The demo's lending parameters, so that the lending screen works out of the box: interest bands by amount and term,
 * plafond shares by kadar (nothing below 30 % gold is lent against), and a principal per gram for each demo jenis,
 * 85 % of its buyback price rounded down to Rp 5.000 (EMU Rp 1.445.000, P18 Rp 1.548.000, ETU Rp 1.890.000, LM Rp 2.062.000).
 */
export const DEMO_LOAN_PARAMETERS: LoanParameters = {
  bunga: AMOUNTS.flatMap(({ rates, ...amount }) => TERMS.map((term, index) => ({ ...amount, ...term, bunga: rates[index] }))),
  plafond: [
    { kadarDari: '30.00', kadarSampai: '69.99', persen: '75.00' },
    { kadarDari: '70.00', kadarSampai: '79.99', persen: '80.00' },
    { kadarDari: '80.00', kadarSampai: '100.00', persen: '85.00' },
  ],
  pokok: [
    { kodeDept: 'EMU', nominalPerGram: 1_225_000 },
    { kodeDept: 'P18', nominalPerGram: 1_315_000 },
    { kodeDept: 'ETU', nominalPerGram: 1_605_000 },
    { kodeDept: 'LM', nominalPerGram: 1_750_000 },
  ],
};

export const seedDemoLoanParameters = (tx: Tx) => seedLoanParameters(tx, DEMO_LOAN_PARAMETERS);
