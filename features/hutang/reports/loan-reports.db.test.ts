import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportDefinition } from '@/lib/reports/definition';
import { writeReportExcel } from '@/lib/reports/excel';
import { formatCell } from '@/lib/reports/format-cell';
import { reportBatches, runReport } from '@/lib/reports/run-report';
import { groupHeadingOf } from '@/lib/reports/value-labels';
import { interestDue, loanDays } from '@/lib/pricing/loan';
import { jakartaDay } from '@/lib/time/jakarta';
import { bringCashTo } from '@/tests/support/cash';
import { contextFor } from '@/tests/support/contexts';
import { custodyMismatches } from '@/tests/support/custody-checks';
import { useDemoDatabase } from '@/tests/support/db';
import { journalInvariants, JOURNAL_CLEAN } from '@/tests/support/ledger-checks';
import { postLoans, type Loan } from '../counter/post-loans';
import { redeemLoans } from '../counter/settle-loan';
import { hutangJatuhTempo } from './hutang-jatuh-tempo';
import { pinjamanDetail } from './pinjaman-detail';

const { db } = useDemoDatabase();
const owner = contextFor('owner', 'OWN');
const kasirCab02 = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });

// 2020, long before the demo's 90 days of loans, so the shop's loans of these days are the test's alone. February 2020
// has 29 days. Every loan runs 30 days with 7 days of grace at 3 % a month: Rp 1.000.000 pays Rp 1.000 a day.
const loan = (no: string, jumlahHutang: number, berat: string): Loan => ({
  noFakturHutang: no, kodeSales: 'CAB01-S1', namaCustomer: `Nasabah ${no.slice(-1)}`, alamatCustomer: 'Jl. Melati 5', noHpCustomer: '0812', noKtp: '3273',
  jumlahHutang, bunga: '3', plafond: null, biayaAdmin: 0, lamaHari: 30, masaTenggangHari: 7, bayarTunai: jumlahHutang, bayarTransfer: 0,
  items: [{ kodeGroup: 'KL', kodeDept: 'P18', namaBarang: 'Kalung', berat, kadar: '75', kodeKondisi: 'BAGUS', hargaEmas: 800_000 }],
});
const lend = (at: string, ...loans: Loan[]) =>
  db().transaction((tx) => postLoans(tx, { kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: `lend-${loans[0].noFakturHutang}`, loans, at: new Date(at) }));
const redeem = (no: string, at: string, total: number) =>
  db().transaction((tx) => redeemLoans(tx, { kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: `redeem-${no}`, at: new Date(at),
    redemptions: [{ noFakturHutang: no, bayarTunai: total, bayarTransfer: 0 }] }));

/** The loans of the report day 2020-03-20 (Jakarta; 03:00Z is 10:00 there). */
async function lendAroundTheBoundaries() {
  await bringCashTo(db(), 'CAB01', 20_000_000);
  await lend('2020-02-11T03:00:00Z', loan('HT-JT-F', 600_000, '2.500')); // due 12 Mar, last grace day 19 Mar: auction from 20 Mar
  await lend('2020-02-12T03:00:00Z', loan('HT-JT-E', 1_500_000, '1.500')); // due 13 Mar, last grace day 20 Mar
  await lend('2020-02-19T03:00:00Z', loan('HT-JT-A', 1_000_000, '2.000')); // due 20 Mar: due today
  await lend('2020-02-20T03:00:00Z', loan('HT-JT-H', 1_000_000, '1.000'), loan('HT-JT-I', 1_200_000, '1.250')); // due 21 Mar
  await lend('2020-02-26T03:00:00Z', loan('HT-JT-B', 2_000_000, '3.000')); // due 27 Mar: in 7 days
  await lend('2020-02-27T03:00:00Z', loan('HT-JT-C', 3_000_000, '4.000')); // due 28 Mar: in 8 days
  await lend('2020-03-20T09:00:00Z', loan('HT-JT-J', 900_000, '0.750')); // lent on the report day, 16:00: one day of interest
  await lend('2020-03-21T03:00:00Z', loan('HT-JT-K', 1_000_000, '1.000')); // after the report day
  // H redeemed before the report day: 20 Feb → 10 Mar = 19 days × 1.000 = 19.000. I after it: 34 days × 1.200 = 40.800.
  await redeem('HT-JT-H', '2020-03-10T03:00:00Z', 1_019_000);
  await redeem('HT-JT-I', '2020-03-25T03:00:00Z', 1_240_800);
}

afterEach(async () => {
  expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  expect(await custodyMismatches(db())).toEqual([]);
});

const run = (definition: unknown, params: Record<string, string>, ctx = owner) =>
  runReport(definition as ReportDefinition, ctx, { kode_toko: 'CAB01', cari: '1', ...params });

describe('Laporan Hutang Jatuh Tempo: the loans outstanding at a day, per due-date bucket', () => {
  it('puts due today and due in 7 days together, due in 8 days in current, the last grace day in overdue and the day after in auction', async () => {
    await lendAroundTheBoundaries();
    const report = await run(hutangJatuhTempo, { tgl_to: '2020-03-20' });
    expect(report.failed).toBe(false);
    expect(report.rows.map((row) => [row.kelompok, row.no_faktur_hutang, row.tgl_jatuh_tempo, row.tgl_lelang, row.lama_pinjam,
      formatCell(row.bunga_berjalan, 'money'), formatCell(row.total_tagihan, 'money')])).toEqual([
      ['1', 'HT-JT-C', '2020-03-28', '2020-04-04', 22, 'Rp. 66.000', 'Rp. 3.066.000'],
      ['1', 'HT-JT-J', '2020-04-19', '2020-04-26', 1, 'Rp. 900', 'Rp. 900.900'],
      ['2', 'HT-JT-A', '2020-03-20', '2020-03-27', 30, 'Rp. 30.000', 'Rp. 1.030.000'],
      // Redeemed on 25 Mar: still outstanding on the 20th.
      ['2', 'HT-JT-I', '2020-03-21', '2020-03-28', 29, 'Rp. 34.800', 'Rp. 1.234.800'],
      ['2', 'HT-JT-B', '2020-03-27', '2020-04-03', 23, 'Rp. 46.000', 'Rp. 2.046.000'],
      ['3', 'HT-JT-E', '2020-03-13', '2020-03-20', 37, 'Rp. 55.500', 'Rp. 1.555.500'],
      ['4', 'HT-JT-F', '2020-03-12', '2020-03-19', 38, 'Rp. 22.800', 'Rp. 622.800'],
    ]);
    const shown = (totals: Record<string, unknown>) => [formatCell(totals.berat, 'weight3'), formatCell(totals.jumlah_hutang, 'money'), formatCell(totals.bunga_berjalan, 'money')];
    expect(Object.fromEntries(Object.entries(report.groupTotals).map(([bucket, group]) => [bucket, [group.rows, ...shown(group.totals)]]))).toEqual({
      1: [2, '4,750', 'Rp. 3.900.000', 'Rp. 66.900'],
      2: [3, '6,250', 'Rp. 4.200.000', 'Rp. 110.800'],
      3: [1, '1,500', 'Rp. 1.500.000', 'Rp. 55.500'],
      4: [1, '2,500', 'Rp. 600.000', 'Rp. 22.800'],
    });
    expect([report.count.rows, ...shown(report.totals), formatCell(report.totals.total_tagihan, 'money')])
      .toEqual([7, '15,000', 'Rp. 10.200.000', 'Rp. 256.000', 'Rp. 10.456.000']);
    // The interest is §9's, as lib/pricing/loan counts it for the redemption screen.
    for (const row of report.rows) {
      expect(row.bunga_berjalan).toBe(interestDue(Number(row.bunga_rp), loanDays(jakartaDay(row.tgl_hutang as Date), '2020-03-20')));
    }
  });

  it('moves a loan from bucket to bucket as the day goes on, shows one bucket when asked, and keeps a branch to its shop', async () => {
    await lendAroundTheBoundaries();
    // 21 Mar: A is one day overdue, E in auction, K lent that morning is current, and C due in 7 days.
    const later = await run(hutangJatuhTempo, { tgl_to: '2020-03-21' });
    expect(later.rows.map((row) => `${row.kelompok} ${row.no_faktur_hutang}`)).toEqual([
      '1 HT-JT-J', '1 HT-JT-K', '2 HT-JT-I', '2 HT-JT-B', '2 HT-JT-C', '3 HT-JT-A', '4 HT-JT-F', '4 HT-JT-E',
    ]);
    const overdue = await run(hutangJatuhTempo, { tgl_to: '2020-03-20', kelompok: '3' });
    expect(overdue.rows.map((row) => row.no_faktur_hutang)).toEqual(['HT-JT-E']);
    expect(overdue.totals.jumlah_hutang).toBe(1_500_000);
    // Before any of them: nothing outstanding.
    expect((await run(hutangJatuhTempo, { tgl_to: '2020-02-10' })).count.rows).toBe(0);
    // A branch's cashier asking for CAB01 gets his own shop, which lent nothing then.
    const branch = await run(hutangJatuhTempo, { tgl_to: '2020-03-20' }, kasirCab02);
    expect([branch.parsed.filters.kodeToko, branch.count.rows]).toEqual(['CAB02', 0]);
    // No date: refused with the field's message.
    const missing = await runReport(hutangJatuhTempo as unknown as ReportDefinition, owner, { kode_toko: 'CAB01', cari: '1', tgl_to: 'kemarin' });
    expect(missing.parsed.status === 'invalid' && missing.parsed.errors).toEqual({ tglTo: 'tanggalRequired' });
  });

  it('writes each bucket in the Excel file under its heading with its count and sums', async () => {
    await lendAroundTheBoundaries();
    const report = await run(hutangJatuhTempo, { tgl_to: '2020-03-20' });
    const words: Record<string, string> = { kelompokBerjalan: 'BERJALAN', kelompokJatuhTempo7: 'JATUH TEMPO DALAM 7 HARI', kelompokLewatTempo: 'LEWAT', kelompokLelang: 'MASA LELANG' };
    const groupHeading = groupHeadingOf(hutangJatuhTempo, report.groupTotals, (key) => words[key], (count) => `${count} data`);
    const stream = writeReportExcel(report.columns, reportBatches(hutangJatuhTempo as unknown as ReportDefinition, { db: db(), ctx: owner, filters: report.parsed.filters }),
      report.totals, { title: 'Laporan Hutang Jatuh Tempo', shopName: 'CAB01', period: 'Per Tanggal 2020-03-20', groupBy: 'kelompok', groupHeading,
        groupTotals: report.groupTotals, labels: { columns: {}, grandTotal: 'Grand Total' } });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as never);
    const rows = book.worksheets[0].getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
    // Columns: faktur, tgl, nama, berat, pokok, bunga/hari, jatuh tempo, akhir tenggang, hari, bunga berjalan, total.
    const headings = rows.filter((row) => typeof row[0] === 'string' && / · /.test(row[0] as string)).map((row) => [row[0], row[3], row[4], row[9]]);
    expect(headings).toEqual([
      ['BERJALAN · 2 data', 4.75, 3_900_000, 66_900],
      ['JATUH TEMPO DALAM 7 HARI · 3 data', 6.25, 4_200_000, 110_800],
      ['LEWAT · 1 data', 1.5, 1_500_000, 55_500],
      ['MASA LELANG · 1 data', 2.5, 600_000, 22_800],
    ]);
    const last = rows.at(-1)!;
    expect([last[0], last[3], last[4], last[9], last[10]]).toEqual(['Grand Total', 15, 10_200_000, 256_000, 10_456_000]);
  });
});

describe('Laporan Pinjaman Detail: the loans made in a period', () => {
  it('lists them in the order made with items, appraisal, rate, interest per day, due date and state, and totals principal and grams', async () => {
    await lendAroundTheBoundaries();
    const report = await run(pinjamanDetail, { tgl_from: '2020-02-11', tgl_to: '2020-02-29' });
    expect(report.failed).toBe(false);
    expect(report.rows.map((row) => [row.no_faktur_hutang, row.nama_customer, row.detail_barang, formatCell(row.berat, 'weight3'),
      formatCell(row.total_taksiran, 'money'), formatCell(row.jumlah_hutang, 'money'), formatCell(row.bunga, 'percent'), formatCell(row.bunga_rp, 'money'),
      row.tgl_jatuh_tempo, row.status])).toEqual([
      // Appraisal: grams × Rp 800.000; interest per day: principal × 3 % / 30.
      ['HT-JT-F', 'Nasabah F', 'Kalung 2,500 g', '2,500', 'Rp. 2.000.000', 'Rp. 600.000', '3,00 %', 'Rp. 600', '2020-03-12', 'AKTIF'],
      ['HT-JT-E', 'Nasabah E', 'Kalung 1,500 g', '1,500', 'Rp. 1.200.000', 'Rp. 1.500.000', '3,00 %', 'Rp. 1.500', '2020-03-13', 'AKTIF'],
      ['HT-JT-A', 'Nasabah A', 'Kalung 2,000 g', '2,000', 'Rp. 1.600.000', 'Rp. 1.000.000', '3,00 %', 'Rp. 1.000', '2020-03-20', 'AKTIF'],
      ['HT-JT-H', 'Nasabah H', 'Kalung 1,000 g', '1,000', 'Rp. 800.000', 'Rp. 1.000.000', '3,00 %', 'Rp. 1.000', '2020-03-21', 'LUNAS'],
      ['HT-JT-I', 'Nasabah I', 'Kalung 1,250 g', '1,250', 'Rp. 1.000.000', 'Rp. 1.200.000', '3,00 %', 'Rp. 1.200', '2020-03-21', 'LUNAS'],
      ['HT-JT-B', 'Nasabah B', 'Kalung 3,000 g', '3,000', 'Rp. 2.400.000', 'Rp. 2.000.000', '3,00 %', 'Rp. 2.000', '2020-03-27', 'AKTIF'],
      ['HT-JT-C', 'Nasabah C', 'Kalung 4,000 g', '4,000', 'Rp. 3.200.000', 'Rp. 3.000.000', '3,00 %', 'Rp. 3.000', '2020-03-28', 'AKTIF'],
    ]);
    expect([report.count.rows, formatCell(report.totals.berat, 'weight3'), formatCell(report.totals.jumlah_hutang, 'money')]).toEqual([7, '15,250', 'Rp. 10.300.000']);
    const redeemed = await run(pinjamanDetail, { tgl_from: '2020-02-11', tgl_to: '2020-02-29', status: 'LUNAS' });
    expect([redeemed.rows.map((row) => row.no_faktur_hutang), redeemed.totals.jumlah_hutang]).toEqual([['HT-JT-H', 'HT-JT-I'], 2_200_000]);
    const one = await run(pinjamanDetail, { tgl_from: '2020-03-01', tgl_to: '2020-03-31', no_pinjam: 'jt-k' });
    expect(one.rows.map((row) => row.no_faktur_hutang)).toEqual(['HT-JT-K']);
  });
});
