import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReportDefinition } from '@/lib/reports/definition';
import { reportBatches, runReport } from '@/lib/reports/run-report';
import { contextFor } from '@/tests/support/contexts';
import { bringCashTo } from '@/tests/support/cash';
import { useDemoDatabase } from '@/tests/support/db';
import { cancelRepair, completeRepair, pickUpRepair, receiveRepair, type ReceiveRepairInput } from '@/features/service/kernel';
import { REPORTS } from '@/features/reports';

const { db } = useDemoDatabase();
const owner = contextFor('owner', 'OWN');
const kasirCab02 = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });
const report = (id: string) => REPORTS[id] as ReportDefinition;

// Received 10 Jan 2027 10:00 Jakarta; completed (and one cancelled) 12 Jan 11:00; one picked up 13 Jan 12:00.
const RECEIVED = new Date('2027-01-10T03:00:00Z');
const COMPLETED = new Date('2027-01-12T04:00:00Z');
const PICKED_UP = new Date('2027-01-13T05:00:00Z');

const receive = (key: string, kodeTukang: string | null, uangMuka: number) =>
  db().transaction((tx) => receiveRepair(tx, {
    kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: key, namaCustomer: 'Dewi Lestari', alamatCustomer: 'Jl. Mawar 3', noHpCustomer: '081299990000',
    kodeTukang, estimasiBiaya: 200_000, tglEstimasi: '2027-01-17', uangMuka: { bayarTunai: uangMuka, bayarTransfer: 0 }, at: RECEIVED,
    pieces: [
      { deskripsi: 'Patri kalung putus', kodeGroup: 'KL', kodeDept: 'P18', berat: '5.125' },
      { deskripsi: 'Cuci cincin', kodeGroup: 'CC', kodeDept: 'P18', berat: '2.000' },
    ],
  } satisfies ReceiveRepairInput));
const complete = (noService: string, key: string, biayaAkhir: number, out: [string, string]) =>
  db().transaction((tx) => completeRepair(tx, {
    kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: key, noService, biayaAkhir, at: COMPLETED,
    weights: [{ urutan: 1, beratKeluar: out[0] }, { urutan: 2, beratKeluar: out[1] }],
  }));

/**
 * Five tickets of 10 January, each 5,125 g + 2,000 g = 7,125 g in, estimated Rp 200.000:
 * 1 Pak Budi, Rp 100.000 down; out 5,375 g (+0,250 g × Rp 1.000.000 = Rp 250.000) and 1,980 g (−0,020 g), work Rp 150.000; picked up.
 * 2 Pak Budi, nothing down; out as in, work Rp 80.000; completed, waiting.
 * 3 Pak Anto, Rp 50.000 down: still being repaired. 4 no craftsman: still being repaired. 5 Pak Anto: cancelled on the 12th.
 */
async function fiveTickets() {
  await bringCashTo(db(), 'CAB01', 10_000_000);
  await db().execute(sql`insert into harga_emas (kode_dept, harga_jual, harga_beli, created_at, created_by) values ('P18', 1000000, 900000, '2027-01-09T01:00:00Z', 'tester')`);
  await db().execute(sql`insert into tukang (kode_tukang, nama_tukang, created_by) values ('TK-R1', 'Pak Budi', 'tester'), ('TK-R2', 'Pak Anto', 'tester')`);
  const one = await receive('sv-1', 'TK-R1', 100_000);
  const two = await receive('sv-2', 'TK-R1', 0);
  const three = await receive('sv-3', 'TK-R2', 50_000);
  const four = await receive('sv-4', null, 0);
  const five = await receive('sv-5', 'TK-R2', 0);
  await complete(one.noService, 'sv-1-selesai', 150_000, ['5.375', '1.980']);
  await complete(two.noService, 'sv-2-selesai', 80_000, ['5.125', '2.000']);
  await db().transaction((tx) => pickUpRepair(tx, {
    kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: 'sv-1-ambil', noService: one.noService, payment: { bayarTunai: 300_000, bayarTransfer: 0, noRekeningTransfer: null }, at: PICKED_UP,
  }));
  await db().transaction((tx) => cancelRepair(tx, {
    kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: 'sv-5-batal', noService: five.noService, alasan: 'Customer batal', uangMuka: 'KEMBALI', disetujuiOleh: 'spv1', at: COMPLETED,
  }));
  return [one, two, three, four, five].map((ticket) => ticket.noService);
}

const DAY = { tgl_from: '2027-01-10', tgl_to: '2027-01-10', kode_toko: 'CAB01', cari: '1' };
const asOf = (day: string, more: Record<string, string> = {}) => ({ tgl_from: day, tgl_to: day, kode_toko: 'CAB01', cari: '1', ...more });

describe('the service reports read the tickets the repair kernels write', () => {
  it('Laporan Service: each ticket of the period with its pieces, weights in and out, cost, gold added and stage', async () => {
    const [one, two, three, four, five] = await fiveTickets();
    const definition = report('service');
    const run = await runReport(definition, owner, DAY);
    const shown = (rows: Record<string, unknown>[]) => rows.map((row) => [
      row.no_service, row.nama_tukang, row.deskripsi, row.berat_masuk, row.berat_keluar, row.selisih_berat, row.biaya, row.harga_emas_tambah, row.status,
    ]);
    const pieces = 'Patri kalung putus, Cuci cincin';
    const expected = [
      [one, 'Pak Budi', pieces, '7.125', '7.355', '0.230', 150_000, 250_000, 'DIAMBIL'],
      [two, 'Pak Budi', pieces, '7.125', '7.125', '0.000', 80_000, 0, 'SELESAI'],
      [three, 'Pak Anto', pieces, '7.125', null, null, 0, 0, 'MASUK'],
      [four, null, pieces, '7.125', null, null, 0, 0, 'MASUK'],
      [five, 'Pak Anto', pieces, '7.125', null, null, 0, 0, 'BATAL'],
    ];
    expect(shown(run.rows)).toEqual(expected);
    expect(run.totals).toEqual({ berat_masuk: '35.625', berat_keluar: '14.480', selisih_berat: '0.230', biaya: 230_000, harga_emas_tambah: 250_000 });
    const exported: Record<string, unknown>[] = [];
    for await (const rows of reportBatches(definition, { db: db(), ctx: owner, filters: run.parsed.filters })) exported.push(...rows);
    expect(shown(exported)).toEqual(expected);
    expect((await runReport(definition, owner, { ...DAY, status: 'MASUK' })).rows.map((row) => row.no_service)).toEqual([three, four]);
    expect((await runReport(definition, kasirCab02, DAY)).rows).toEqual([]);
  });

  it('Laporan Service Per Tukang: jobs, completed, weight in, grams and price of gold added and cost per craftsman, cancelled left out', async () => {
    await fiveTickets();
    const run = await runReport(report('service-tukang'), owner, DAY);
    expect(run.rows.map((row) => [row.kode_tukang, row.nama_tukang, row.jumlah_service, row.selesai, row.berat_masuk, row.berat_tambah, row.biaya, row.harga_emas_tambah])).toEqual([
      ['TK-R2', 'Pak Anto', 1, 0, '7.125', '0.000', 0, 0],
      ['TK-R1', 'Pak Budi', 2, 2, '14.250', '0.250', 230_000, 250_000],
      ['', '', 1, 0, '7.125', '0.000', 0, 0],
    ]);
    expect(run.totals).toEqual({ jumlah_service: 4, selesai: 2, berat_masuk: '28.500', berat_tambah: '0.250', biaya: 230_000, harga_emas_tambah: 250_000 });
  });

  it('Laporan Service Outstanding: the tickets open at a day\'s end by age, with their stage on that day', async () => {
    const tickets = await fiveTickets();
    const [one, two, three, four] = tickets;
    const definition = report('service-outstanding');
    // The demo's own open tickets of its last week are weeks old on these 2027 days: only this test's are read.
    const rowsOf = (rows: Record<string, unknown>[]) => rows.filter((row) => tickets.includes(row.no_service as string))
      .map((row) => [row.kelompok, row.no_service, row.umur, row.status]);
    // 12 January: 1 and 2 completed that day, 1 picked up only the next; 5 cancelled that day.
    const twelfth = await runReport(definition, owner, asOf('2027-01-12'));
    expect(rowsOf(twelfth.rows)).toEqual([['1', one, 2, 'SELESAI'], ['1', two, 2, 'SELESAI'], ['1', three, 2, 'MASUK'], ['1', four, 2, 'MASUK']]);
    expect(twelfth.groupTotals?.[1]).toEqual({ rows: 4, totals: { berat: '28.500', estimasi_biaya: 800_000, uang_muka: 150_000 } });
    // 10 January, the day received: all five open, 0 days old.
    expect(rowsOf((await runReport(definition, owner, asOf('2027-01-10'))).rows).map((row) => row[2])).toEqual([0, 0, 0, 0, 0]);
    // 20 January (10 days): 8–14; 15 February (36 days): over 30; the 15–30 bucket alone on the 20th is empty.
    expect(rowsOf((await runReport(definition, owner, asOf('2027-01-20'))).rows)).toEqual([['2', two, 10, 'SELESAI'], ['2', three, 10, 'MASUK'], ['2', four, 10, 'MASUK']]);
    expect(rowsOf((await runReport(definition, owner, asOf('2027-02-15'))).rows).map((row) => row[0])).toEqual(['4', '4', '4']);
    expect(rowsOf((await runReport(definition, owner, asOf('2027-01-20', { kelompok: '3' }))).rows)).toEqual([]);
    expect(rowsOf((await runReport(definition, kasirCab02, asOf('2027-01-12'))).rows)).toEqual([]);
  });
});
