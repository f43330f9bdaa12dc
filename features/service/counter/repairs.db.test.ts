import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoDatabase } from '../../../tests/support/db';
import { bringCashTo } from '../../../tests/support/cash';
import { journalInvariants, JOURNAL_CLEAN, stockInvariants, STOCK_CLEAN } from '../../../tests/support/ledger-checks';
import { cancelRepair, completeRepair, pickUpRepair, receiveRepair, type ReceiveRepairInput } from './repairs';

const { db } = useDemoDatabase();

// Received 10 Jan 2027 10:00 Jakarta, completed 12 Jan, picked up 13 Jan: days no closing has reached.
const RECEIVED = new Date('2027-01-10T03:00:00Z');
const COMPLETED = new Date('2027-01-12T04:00:00Z');
const PICKED_UP = new Date('2027-01-13T05:00:00Z');
/** The sale price of P18 the test sets the day before: Rp 1.000.000 a gram. */
const PRICE_SET = new Date('2027-01-09T01:00:00Z');

const ticket = (uangMuka: number, overrides: Partial<ReceiveRepairInput> = {}): ReceiveRepairInput => ({
  kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: `terima-${uangMuka}-${overrides.noService ?? 'x'}`,
  namaCustomer: 'Dewi Lestari', alamatCustomer: 'Jl. Mawar 3, Bandung', noHpCustomer: '081299990000', kodeTukang: null,
  estimasiBiaya: 200_000, tglEstimasi: '2027-01-17', uangMuka: { bayarTunai: uangMuka, bayarTransfer: 0 },
  pieces: [
    { deskripsi: 'Patri kalung putus', kodeGroup: 'KL', kodeDept: 'P18', berat: '5.125' },
    { deskripsi: 'Cuci cincin', kodeGroup: 'CC', kodeDept: 'P18', berat: '2.000' },
  ],
  at: RECEIVED, ...overrides,
});

async function setUp() {
  await bringCashTo(db(), 'CAB01', 10_000_000);
  await db().execute(sql`insert into harga_emas (kode_dept, harga_jual, harga_beli, created_at, created_by) values ('P18', 1000000, 900000, ${PRICE_SET.toISOString()}::timestamptz, 'tester')`);
}
const receive = (input: ReceiveRepairInput) => db().transaction((tx) => receiveRepair(tx, input));
const complete = (noService: string, key: string, biayaAkhir = 150_000, weights = [{ urutan: 1, beratKeluar: '5.375' }, { urutan: 2, beratKeluar: '1.980' }], kodeToko = 'CAB01') =>
  db().transaction((tx) => completeRepair(tx, { kodeToko, createdBy: 'kasir1', idempotencyKey: key, noService, biayaAkhir, weights, at: COMPLETED }));
const pickUp = (noService: string, key: string, bayarTunai: number, bayarTransfer = 0, noRekeningTransfer: string | null = null) =>
  db().transaction((tx) => pickUpRepair(tx, { kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: key, noService, payment: { bayarTunai, bayarTransfer, noRekeningTransfer }, at: PICKED_UP }));
const cancel = (noService: string, key: string, uangMuka: 'KEMBALI' | 'HANGUS', kodeToko = 'CAB01') =>
  db().transaction((tx) => cancelRepair(tx, { kodeToko, createdBy: 'kasir1', idempotencyKey: key, noService, alasan: 'Customer batal', uangMuka, disetujuiOleh: 'spv1', at: COMPLETED }));
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; message?: string }) => String(error.messageKey ?? error.message));
const linesOf = async (jurnalId: number | null) =>
  (await db().execute(sql`select nomor_akun, debit::int, kredit::int from jurnal_detail where jurnal_id = ${jurnalId} order by nomor_akun`)).rows;
const pieces = async (no: string) => (await db().execute(sql`select kode_barcode, status, berat::text, kode_gudang, kode_baki from barang where kode_barcode like ${`${no}-%`} order by 1`)).rows;
const cash = async () => Number((await db().execute(sql`select coalesce(sum(saldo), 0)::text as s from saldo_akun where nomor_akun = '1-1100-CAB01'`)).rows[0].s);
/** 2-1600 of the shop, from its lines, and the open tickets' down payments. */
const depositCheck = async () => (await db().execute(sql`
  select (select coalesce(sum(d.kredit - d.debit), 0)::int from jurnal_detail d join jurnal j on j.id = d.jurnal_id where d.nomor_akun = '2-1600' and j.kode_toko = 'CAB01') as liability,
         (select coalesce(sum(uang_muka), 0)::int from service where kode_toko = 'CAB01' and status in ('MASUK', 'SELESAI')) as open_dp`)).rows[0];

async function expectLedgersWhole() {
  expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
  expect((await db().execute(sql`select * from service_custody_mismatches()`)).rows).toEqual([]);
  const check = await depositCheck();
  expect(check.liability).toBe(check.open_dp);
}

describe('a repair through every stage', () => {
  it('takes the pieces into custody and the down payment as a liability, weighs them out, and applies it all at pickup', async () => {
    await setUp();
    const received = await receive(ticket(100_000));
    expect(received.noService).toMatch(/^SV-CAB01-270110-\d{4}$/);
    const no = received.noService;
    expect(await linesOf(received.jurnalId)).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 100_000, kredit: 0 },
      { nomor_akun: '2-1600', debit: 0, kredit: 100_000 },
    ]);
    expect(await pieces(no)).toEqual([
      { kode_barcode: `${no}-1`, status: 'IN_SERVICE', berat: '5.125', kode_gudang: 'SERVICE', kode_baki: no },
      { kode_barcode: `${no}-2`, status: 'IN_SERVICE', berat: '2.000', kode_gudang: 'SERVICE', kode_baki: no },
    ]);
    expect(await cash()).toBe(10_100_000);
    await expectLedgersWhole();

    // A replay answers the first ticket and writes nothing.
    const replay = await receive(ticket(100_000));
    expect(replay).toMatchObject({ noService: no, replayed: true, jurnalId: received.jurnalId });
    expect((await db().execute(sql`select count(*)::int as n from service where nama_customer = 'Dewi Lestari'`)).rows[0].n).toBe(1);

    // The necklace gains 0,250 g (× Rp 1.000.000 = Rp 250.000), the ring loses 0,020 g (nothing back); the work Rp 150.000.
    const completed = await complete(no, 'selesai-1');
    expect(completed.nomor).toMatch(/^SSV-CAB01-270112-\d{4}$/);
    expect(completed.jurnalId).toBeNull();
    expect((await db().execute(sql`select urutan, berat_keluar::text, selisih_berat::text, harga_emas::int, harga_tambah::int from service_detail where no_service = ${no} order by urutan`)).rows).toEqual([
      { urutan: 1, berat_keluar: '5.375', selisih_berat: '0.250', harga_emas: 1_000_000, harga_tambah: 250_000 },
      { urutan: 2, berat_keluar: '1.980', selisih_berat: '-0.020', harga_emas: 1_000_000, harga_tambah: 0 },
    ]);
    expect((await pieces(no)).map((p) => [p.status, p.berat])).toEqual([['IN_SERVICE', '5.375'], ['IN_SERVICE', '1.980']]);
    expect((await db().execute(sql`select status, biaya_akhir::int, harga_emas_tambah::int, total_harga::int from service where no_service = ${no}`)).rows)
      .toEqual([{ status: 'SELESAI', biaya_akhir: 150_000, harga_emas_tambah: 250_000, total_harga: 400_000 }]);
    expect(await cash()).toBe(10_100_000);
    await expectLedgersWhole();

    // Left to pay: 150.000 + 250.000 − 100.000 = 300.000; above or below is refused.
    expect(await refusal(pickUp(no, 'ambil-lebih', 300_001))).toBe('serviceBayarMelebihiSisa');
    expect(await refusal(pickUp(no, 'ambil-kurang', 299_999))).toBe('serviceBayarKurang');
    const bank = (await db().execute(sql`select no_rekening, nomor_akun from rekening where kode_toko = 'CAB01' order by no_rekening limit 1`)).rows[0] as { no_rekening: string; nomor_akun: string };
    const picked = await pickUp(no, 'ambil-1', 200_000, 100_000, bank.no_rekening);
    expect(picked.nomor).toMatch(/^ASV-CAB01-270113-\d{4}$/);
    expect(await linesOf(picked.jurnalId)).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 200_000, kredit: 0 },
      { nomor_akun: bank.nomor_akun, debit: 100_000, kredit: 0 },
      { nomor_akun: '2-1600', debit: 100_000, kredit: 0 },
      { nomor_akun: '4-1000', debit: 0, kredit: 250_000 },
      { nomor_akun: '4-3000', debit: 0, kredit: 150_000 },
    ].sort((a, b) => (a.nomor_akun < b.nomor_akun ? -1 : 1)));
    expect((await pieces(no)).map((p) => [p.status, p.kode_gudang, p.kode_baki])).toEqual([['RETURNED', '', ''], ['RETURNED', '', '']]);
    expect(await cash()).toBe(10_300_000);
    expect((await db().execute(sql`select jenis, bayar_tunai::int, bayar_transfer::int from service_bayar where no_service = ${no} order by id`)).rows).toEqual([
      { jenis: 'DP', bayar_tunai: 100_000, bayar_transfer: 0 },
      { jenis: 'AMBIL', bayar_tunai: 200_000, bayar_transfer: 100_000 },
    ]);
    // Picked up twice: the replay answers the first; another request is refused.
    expect(await pickUp(no, 'ambil-1', 200_000, 100_000, bank.no_rekening)).toMatchObject({ replayed: true, nomor: picked.nomor, jurnalId: picked.jurnalId });
    expect(await refusal(pickUp(no, 'ambil-2', 0))).toBe('serviceStatusBerubah');
    await expectLedgersWhole();
  });

  it('posts no entry for a ticket without a down payment, and refuses a down payment above the estimate', async () => {
    await setUp();
    expect(await refusal(receive(ticket(200_001)))).toBe('serviceUangMukaMelebihiEstimasi');
    const received = await receive(ticket(0));
    expect(received.jurnalId).toBeNull();
    expect(await pieces(received.noService)).toHaveLength(2);
    await expectLedgersWhole();
  });

  it("refuses another shop's ticket as not found", async () => {
    await setUp();
    const { noService } = await receive(ticket(50_000));
    expect(await refusal(complete(noService, 'selesai-lain', 150_000, undefined, 'CAB02'))).toBe('serviceTidakDitemukan');
    expect(await refusal(cancel(noService, 'batal-lain', 'KEMBALI', 'CAB02'))).toBe('serviceTidakDitemukan');
  });

  it('refuses a cost and gold below the down payment', async () => {
    await setUp();
    const { noService } = await receive(ticket(100_000));
    // 50.000 work + 0 gold (no grams added) < 100.000 paid down.
    expect(await refusal(complete(noService, 'selesai-murah', 50_000, [{ urutan: 1, beratKeluar: '5.125' }, { urutan: 2, beratKeluar: '2.000' }]))).toBe('serviceBiayaDiBawahUangMuka');
  });
});

describe('cancelRepair', () => {
  it('gives the pieces back and refunds the down payment in cash', async () => {
    await setUp();
    const { noService } = await receive(ticket(100_000));
    const cancelled = await cancel(noService, 'batal-1', 'KEMBALI');
    expect(cancelled.nomor).toMatch(/^XSV-CAB01-270112-\d{4}$/);
    expect(await linesOf(cancelled.jurnalId)).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 0, kredit: 100_000 },
      { nomor_akun: '2-1600', debit: 100_000, kredit: 0 },
    ]);
    expect((await pieces(noService)).map((p) => p.status)).toEqual(['RETURNED', 'RETURNED']);
    expect(await cash()).toBe(10_000_000);
    expect((await db().execute(sql`select status, uang_muka_batal, batal_disetujui_oleh from service where no_service = ${noService}`)).rows)
      .toEqual([{ status: 'BATAL', uang_muka_batal: 'KEMBALI', batal_disetujui_oleh: 'spv1' }]);
    await expectLedgersWhole();
  });

  it('forfeits the down payment to 4-9100', async () => {
    await setUp();
    const { noService } = await receive(ticket(100_000));
    const cancelled = await cancel(noService, 'batal-2', 'HANGUS');
    expect(await linesOf(cancelled.jurnalId)).toEqual([
      { nomor_akun: '2-1600', debit: 100_000, kredit: 0 },
      { nomor_akun: '4-9100', debit: 0, kredit: 100_000 },
    ]);
    expect(await cash()).toBe(10_100_000);
    await expectLedgersWhole();
  });

  it('lets exactly one of a completion and a cancellation of one ticket win', async () => {
    await setUp();
    const tickets = await Promise.all([1, 2, 3].map((n) => receive(ticket(60_000, { noService: `SV-UJI-00${n}`, idempotencyKey: `race-${n}` }))));
    for (const { noService } of tickets) {
      const outcomes = await Promise.allSettled([complete(noService, `race-selesai-${noService}`), cancel(noService, `race-batal-${noService}`, 'KEMBALI')]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const loser = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
      expect(loser.reason.messageKey).toBe('serviceStatusBerubah');
    }
    await expectLedgersWhole();
  });
});
