import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReportDefinition } from '@/lib/reports/definition';
import { reportBatches, runReport } from '@/lib/reports/run-report';
import { contextFor } from '@/tests/support/contexts';
import { bringCashTo } from '@/tests/support/cash';
import { useDemoDatabase } from '@/tests/support/db';
import { receiveTestItems } from '@/tests/support/sale-fixtures';
import { cancelOrder, payOrder, pickUpOrder, receivePiece, takeOrder, type OrderLine, type SaleRules } from '@/features/pesanan/kernel';
import { cancelDeposit, sellDeposit, takeDeposit, type TakeDepositInput } from '@/features/titipan/kernel';
import { REPORTS } from '@/features/reports';

const { db } = useDemoDatabase();
const owner = contextFor('owner', 'OWN');
const kasirCab02 = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });
const report = (id: string) => REPORTS[id] as ReportDefinition;

// Orders taken 10 Jan 2027 10:00 Jakarta at Rp 1.000.000/g (P18); pieces arrived 3 Feb, one picked up 4 Feb; one cancelled 12 Jan.
const ORDERED = new Date('2027-01-10T03:00:00Z');
const CANCELLED = new Date('2027-01-12T03:00:00Z');
const ARRIVED = new Date('2027-02-03T03:00:00Z');
const PICKED = new Date('2027-02-04T04:00:00Z');
const RULES: SaleRules = { step: 500, down: false, ppnPersen: '1.1' };
const NO_PPN: SaleRules = { step: 500, down: false, ppnPersen: '0' };
const ring: OrderLine = { deskripsi: 'Cincin ukir nama', kodeDept: 'P18', kadar: '75', berat: '5.000', ongkos: 150_000, aturanHarga: 'GRAM' };
const fixed: OrderLine = { deskripsi: '', kodeDept: 'P18', kadar: '75', berat: '3.000', ongkos: 0, aturanHarga: 'TETAP', hargaTetap: 2_750_000 };

const take = (line: OrderLine, key: string, bayarTunai: number, rules = RULES) =>
  db().transaction((tx) => takeOrder(tx, {
    kodeToko: 'CAB01', kodeSales: 'CAB01-S1', namaCustomer: 'Dewi Lestari', alamatCustomer: 'Jl. Kenanga 7', noHpCustomer: '081298765432',
    tglTarget: '2027-02-01', lines: [line], rules, bayarTunai, bayarTransfer: 0, idempotencyKey: key, createdBy: 'kasir1', at: ORDERED,
  }));
const arrive = (noPesanan: string, berat: string, key: string) =>
  db().transaction((tx) => receivePiece(tx, { kodeToko: 'CAB01', noPesanan, pieces: [{ urutan: 1, berat, kodeGroup: 'CC' }], idempotencyKey: key, createdBy: 'kasir1', at: ARRIVED }));

/** The shown fields of every exported row (the cursor the PDF and Excel read), for comparison with the page. */
async function exported(definition: ReportDefinition, params: Record<string, string>) {
  const run = await runReport(definition, owner, params);
  const rows: Record<string, unknown>[] = [];
  for await (const batch of reportBatches(definition, { db: db(), ctx: owner, filters: run.parsed.filters })) rows.push(...batch);
  return { run, rows };
}

describe('the order reports read the orders the counter kernels write', () => {
  it('Laporan Pesanan: the period\'s orders with their payments and what is left; the cancelled one only in Laporan Batal Pesanan', async () => {
    await bringCashTo(db(), 'CAB01', 20_000_000);
    await db().execute(sql`insert into harga_emas (kode_dept, harga_jual, harga_beli, created_at, created_by) values
      ('P18', 1000000, 900000, '2027-01-09T00:00:00Z', 'tester'), ('P18', 1050000, 950000, '2027-02-01T00:00:00Z', 'tester')`);
    // A: 5,000 g × Rp 1.000.000 + Rp 150.000 = 5.150.000, PPN 1,1 % 56.650: Rp 5.206.650; Rp 2.000.000 down. Still OPEN.
    const a = await take(ring, 'r-a', 2_000_000);
    // B: Rp 2.750.000 + PPN 30.250 = Rp 2.780.250; Rp 1.000.000 down and Rp 500.000 more; arrived (TIBA).
    const b = await take(fixed, 'r-b', 1_000_000);
    await db().transaction((tx) => payOrder(tx, { kodeToko: 'CAB01', noPesanan: b.noPesanan, bayarTunai: 500_000, bayarTransfer: 0, idempotencyKey: 'r-b-2', createdBy: 'kasir1', at: ORDERED }));
    await arrive(b.noPesanan, '3.000', 'r-b-3');
    // C: 10,000 g, no PPN: Rp 10.000.000; Rp 9.000.000 down; arrived at 8,000 g and picked up (8 × 1.050.000 = 8.400.000, 600.000 back).
    const c = await take({ ...ring, berat: '10.000', ongkos: 0 }, 'r-c', 9_000_000, NO_PPN);
    await arrive(c.noPesanan, '8.000', 'r-c-2');
    await db().transaction((tx) => pickUpOrder(tx, { kodeToko: 'CAB01', noPesanan: c.noPesanan, bayarTunai: 0, bayarTransfer: 0, rules: NO_PPN, idempotencyKey: 'r-c-3', createdBy: 'kasir2', at: PICKED }));
    // D: Rp 2.780.250 with Rp 100.000 down, cancelled two days later, the money paid back.
    const d = await take(fixed, 'r-d', 100_000);
    await db().transaction((tx) => cancelOrder(tx, {
      kodeToko: 'CAB01', noPesanan: d.noPesanan, uangKembali: 100_000, alasan: 'Batal', disetujuiOleh: 'spv1', idempotencyKey: 'r-d-2', createdBy: 'spv1', at: CANCELLED,
    }));

    const params = { tgl_from: '2027-01-10', tgl_to: '2027-01-10', kode_toko: 'CAB01', cari: '1' };
    const { run, rows } = await exported(report('pesanan'), params);
    const shown = (list: Record<string, unknown>[]) => list.map((row) => [row.no_pesanan, row.total_berat, row.total_qty, row.ongkos, row.total_harga, row.jumlah_bayar, row.sisa_bayar, row.status]);
    const expected = [
      [a.noPesanan, '5.000', 1, 150_000, 5_206_650, 2_000_000, 3_206_650, 'OPEN'],
      [b.noPesanan, '3.000', 1, 0, 2_780_250, 1_500_000, 1_280_250, 'TIBA'],
      [c.noPesanan, '10.000', 1, 0, 10_000_000, 9_000_000, 0, 'DIAMBIL'],
    ];
    expect(shown(run.rows)).toEqual(expected);
    expect(shown(rows)).toEqual(expected);
    expect(run.totals).toEqual({ total_berat: '18.000', total_qty: 3, ongkos: 150_000, total_harga: 17_986_900, jumlah_bayar: 12_500_000, sisa_bayar: 4_486_900 });
    // The Status filter: only the arrived one.
    expect((await runReport(report('pesanan'), owner, { ...params, status: 'TIBA' })).rows.map((row) => row.no_pesanan)).toEqual([b.noPesanan]);

    // The order items of the same period: A's, B's (no description) and C's lines, D's not.
    const items = await runReport(report('pesanan-barang'), owner, params);
    expect(items.rows.map((row) => [row.no_pesanan, row.deskripsi, row.berat, row.sub_total])).toEqual([
      [a.noPesanan, 'Cincin ukir nama', '5.000', 5_150_000], [b.noPesanan, '', '3.000', 2_750_000], [c.noPesanan, 'Cincin ukir nama', '10.000', 10_000_000],
    ]);
    // D is cancelled on 12 January: there, and only there.
    const cancelled = await runReport(report('batal-pesanan'), owner, { ...params, tgl_from: '2027-01-12', tgl_to: '2027-01-12' });
    expect(cancelled.rows.map((row) => [row.no_pesanan, row.total_harga, row.jumlah_bayar, row.sisa_bayar])).toEqual([[d.noPesanan, 2_780_250, 100_000, 2_680_250]]);
    expect((await runReport(report('batal-pesanan'), owner, params)).rows).toEqual([]);

    // A branch cashier of CAB02 who asks for CAB01 reads their own shop: nothing.
    const other = await runReport(report('pesanan'), kasirCab02, params);
    expect(other.parsed.filters.kodeToko).toBe('CAB02');
    expect(other.rows).toEqual([]);
  });

  it('Laporan Titip Uang: the period\'s deposits held or sold; the cancelled one only in Laporan Batal Titip', async () => {
    await bringCashTo(db(), 'CAB01', 10_000_000);
    await db().transaction((tx) => receiveTestItems(tx, 'RT', 3));
    const AT = new Date('2027-03-01T03:00:00Z');
    const deposit = (n: 1 | 2 | 3, berat: string, ppnPersen: string, bayarTunai: number): TakeDepositInput => ({
      kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: `rt-${n}`, kodeSales: 'CAB01-S1', namaCustomer: 'Siti Aminah', alamatCustomer: 'Jl. Melati 5',
      noHpCustomer: '081234567890', ppnPersen, bayarTunai, bayarTransfer: 0, at: AT,
      // The counter's price: weight × Rp 1.000.000 + ongkos Rp 100.000.
      item: { kodeBarcode: `RT0000${n}`, namaBarang: `Cincin Uji ${n}`, berat, ongkos: 100_000, hargaJual: Number(berat.replace('.', '')) * 1_000 + 100_000 },
    });
    // 1: 1,001 g, Rp 1.101.000 + PPN 12.111 = Rp 1.113.111, Rp 500.000 down: held.
    const one = (await db().transaction((tx) => takeDeposit(tx, deposit(1, '1.001', '1.1', 500_000)))).deposit;
    // 2: 2,038 g, Rp 2.138.000 + PPN 23.518 = Rp 2.161.518, Rp 1.000.000 down: sold, the remainder Rp 1.161.518 in cash.
    const two = (await db().transaction((tx) => takeDeposit(tx, deposit(2, '2.038', '1.1', 1_000_000)))).deposit;
    await db().transaction((tx) => sellDeposit(tx, { kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: 'rt-2-jual', noTitip: two.noTitip, sisaTunai: 1_161_518, sisaTransfer: 0, at: AT }));
    // 3: 1,075 g, Rp 1.175.000 without PPN, Rp 300.000 down: cancelled, Rp 100.000 back.
    const three = (await db().transaction((tx) => takeDeposit(tx, deposit(3, '1.075', '0', 300_000)))).deposit;
    await db().transaction((tx) => cancelDeposit(tx, { kodeToko: 'CAB01', createdBy: 'spv1', idempotencyKey: 'rt-3-batal', noTitip: three.noTitip, refundRp: 100_000, alasan: 'Batal', disetujuiOleh: 'spv1', at: AT }));

    const params = { tgl_from: '2027-03-01', tgl_to: '2027-03-01', kode_toko: 'CAB01', cari: '1' };
    const { run, rows } = await exported(report('titip-uang'), params);
    const shown = (list: Record<string, unknown>[]) => list.map((row) => [row.no_pesanan, row.nama_barang, row.berat, row.harga_jual, row.ongkos, row.harga_total, row.dp_rp, row.status]);
    const expected = [
      [one.noTitip, 'Cincin Uji 1', '1.001', 1_101_000, 100_000, 1_113_111, 500_000, 'AKTIF'],
      [two.noTitip, 'Cincin Uji 2', '2.038', 2_138_000, 100_000, 2_161_518, 1_000_000, 'TERJUAL'],
    ];
    expect(shown(run.rows)).toEqual(expected);
    expect(shown(rows)).toEqual(expected);
    expect(run.totals).toEqual({ berat: '3.039', harga_jual: 3_239_000, ongkos: 200_000, harga_total: 3_274_629, dp_rp: 1_500_000 });
    expect((await runReport(report('titip-uang'), owner, { ...params, status: 'AKTIF' })).rows.map((row) => row.no_pesanan)).toEqual([one.noTitip]);

    const cancelled = await runReport(report('batal-titip'), owner, params);
    expect(cancelled.rows.map((row) => [row.no_pesanan, row.nama_barang, row.berat, row.harga_total, row.dp_rp])).toEqual([[three.noTitip, 'Cincin Uji 3', '1.075', 1_175_000, 300_000]]);
    expect((await runReport(report('titip-uang'), kasirCab02, params)).rows).toEqual([]);
  });
});
