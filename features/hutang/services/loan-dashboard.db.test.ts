import { describe, expect, it } from 'vitest';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { contextFor } from '@/tests/support/contexts';
import { custodyMismatches } from '@/tests/support/custody-checks';
import { JOURNAL_CLEAN, journalInvariants } from '@/tests/support/ledger-checks';
import { postLoans, type Loan } from '../counter/post-loans';
import { redeemLoans } from '../counter/settle-loan';
import { loanDashboard } from './loan-dashboard';

const { db } = useDemoDatabase();

const cab01 = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const owner = contextFor('owner', 'OWN');
// 20 March 2027, 12:00 Jakarta: after every demo day, so today's and 2027's figures are this test's loans alone.
const NOW = new Date('2027-03-20T05:00:00Z');
const jakarta = (day: string, time: string) => new Date(`${day}T${time}+07:00`);

const loan = (no: string, jumlahHutang: number, grams: string[]): Loan => ({
  noFakturHutang: no, kodeSales: no.includes('CAB02') ? 'CAB02-S1' : 'CAB01-S1', namaCustomer: 'Siti Aminah', alamatCustomer: 'Jl. Melati 5', noHpCustomer: '081234567890',
  noKtp: '3273010101900001', jumlahHutang, bunga: '2.5', plafond: null, biayaAdmin: 0, lamaHari: 30, masaTenggangHari: 7, bayarTunai: jumlahHutang, bayarTransfer: 0,
  items: grams.map((berat) => ({ kodeGroup: 'CC', kodeDept: 'P18', namaBarang: 'Cincin Polos', berat, kadar: '75', kodeKondisi: 'BAGUS', hargaEmas: 1_500_000 })),
});
const lend = (kodeToko: string, no: string, at: Date, jumlahHutang: number, grams: string[]) =>
  db().transaction((tx) => postLoans(tx, { kodeToko, createdBy: 'kasir', idempotencyKey: `dash-${no}`, loans: [loan(no, jumlahHutang, grams)], at }));

describe('loanDashboard: the dashboard\'s debt figures (hutang/dashboard)', () => {
  it('counts active, overdue, new and redeemed loans of the shop, and the principal and grams lent per month, worked out by hand', async () => {
    await bringCashTo(db(), 'CAB01', 50_000_000);
    await bringCashTo(db(), 'CAB02', 50_000_000);
    // Before: the demo's loans (all lent before 2027; by 20 March 2027 every active one is past its grace).
    const before = await loanDashboard({ ctx: cab01, input: { allShops: false, now: NOW } });
    expect(before.outstandingCount).toBe(before.overdueCount);
    expect(before.outstandingValue).toBe(before.overdueValue);
    expect([before.newToday, before.redeemedToday]).toEqual([0, 0]);
    expect(before.monthly.every((point) => point.value === 0 && point.grams === '0.000')).toBe(true);

    // Lent 10 Jan: due 9 Feb, grace to 16 Feb: overdue on 20 March.
    await lend('CAB01', 'HT-DASH-0001', jakarta('2027-01-10', '10:00:00'), 5_000_000, ['5.125', '2.000']);
    // Lent 1 March: due 31 March, not overdue.
    await lend('CAB01', 'HT-DASH-0002', jakarta('2027-03-01', '10:00:00'), 3_000_000, ['3.500']);
    // Lent today.
    await lend('CAB01', 'HT-DASH-0003', jakarta('2027-03-20', '09:00:00'), 2_000_000, ['1.250']);
    // Lent 1 Feb, redeemed today: 47 days × Rp 3.334 a day (4.000.000 × 2,5 % / 30 = 3.333,33 up) = Rp 156.698.
    await lend('CAB01', 'HT-DASH-0004', jakarta('2027-02-01', '10:00:00'), 4_000_000, ['4.000']);
    const paid = await db().transaction((tx) => redeemLoans(tx, {
      kodeToko: 'CAB01', createdBy: 'kasir', idempotencyKey: 'dash-tebus-4', at: jakarta('2027-03-20', '10:00:00'),
      redemptions: [{ noFakturHutang: 'HT-DASH-0004', bayarTunai: 4_156_698, bayarTransfer: 0 }],
    }));
    expect(paid.settlements[0]).toMatchObject({ lamaHari: 47, bungaPinjam: 156_698 });
    // Another shop's: in the head office's figures only.
    await lend('CAB02', 'HT-DASH-CAB02-1', jakarta('2027-01-05', '10:00:00'), 6_000_000, ['6.000']);

    const after = await loanDashboard({ ctx: cab01, input: { allShops: false, now: NOW } });
    expect(after.outstandingCount - before.outstandingCount).toBe(3);
    expect(after.outstandingValue - before.outstandingValue).toBe(10_000_000);
    expect(after.overdueCount - before.overdueCount).toBe(1);
    expect(after.overdueValue - before.overdueValue).toBe(5_000_000);
    expect([after.newToday, after.redeemedToday]).toEqual([1, 1]);
    // January 5.000.000 (7,125 g), February 4.000.000 (4 g: lent, then redeemed), March 3.000.000 + 2.000.000 (4,75 g).
    expect(after.monthly.slice(0, 4)).toEqual([
      { month: 1, value: 5_000_000, grams: '7.125' }, { month: 2, value: 4_000_000, grams: '4.000' },
      { month: 3, value: 5_000_000, grams: '4.750' }, { month: 4, value: 0, grams: '0.000' },
    ]);

    const chain = await loanDashboard({ ctx: owner, input: { allShops: true, now: NOW } });
    expect(chain.monthly[0]).toEqual({ month: 1, value: 11_000_000, grams: '13.125' });
    expect([chain.newToday, chain.redeemedToday]).toEqual([1, 1]);
    expect(chain.outstandingValue - after.outstandingValue).toBeGreaterThanOrEqual(6_000_000);

    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
    expect(await custodyMismatches(db())).toEqual([]);
  });

  it('gives the head office\'s figures only at head office', async () => {
    await expect(loanDashboard({ ctx: cab01, input: { allShops: true, now: NOW } })).rejects.toMatchObject({ kind: 'forbidden' });
  });
});
