import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors/app-error';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { journalInvariants, JOURNAL_CLEAN, saleCompleteness, SALES_WHOLE, stockInvariants, STOCK_CLEAN } from '@/tests/support/ledger-checks';
import { cashSaleOf, receiveTestItems, testItem } from '@/tests/support/sale-fixtures';
import { postSales } from '@/features/penjualan/kernel';
import { recordOrderHistory } from '@/features/pesanan/kernel';
import { takeDeposit, type TakeDepositInput } from './take-deposit';
import { sellDeposit } from './sell-deposit';
import { cancelDeposit } from './cancel-deposit';

const { db } = useDemoDatabase();
type Row = Record<string, unknown>;
const rows = async <T = Row>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const saldo = async (nomorAkun: string, kodeToko = 'CAB01') =>
  Number((await rows<{ s: string }>(sql`select coalesce((select saldo from saldo_akun where nomor_akun = ${nomorAkun} and kode_toko = ${kodeToko}), 0) as s`))[0].s);
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: unknown) => (error instanceof AppError ? error.messageKey : String(error)));
const lines = async (jurnalId: number) => (await rows<{ nomor_akun: string; debit: string; kredit: string }>(sql`
  select nomor_akun, debit, kredit from jurnal_detail where jurnal_id = ${jurnalId} order by nomor_akun`)).map((r) => [r.nomor_akun, Number(r.debit), Number(r.kredit)]);
const itemOf = async (barcode: string) => (await rows(sql`select status, kode_gudang, kode_baki from barang where kode_barcode = ${barcode}`))[0];
const rekeningOf = async () => (await rows<{ no_rekening: string; nomor_akun: string }>(sql`select no_rekening, nomor_akun from rekening where kode_toko = 'CAB01' order by no_rekening limit 1`))[0];

// Test item TU00001: 1,001 g in CAB01-ETALASE / BAKI-CC1. Its price (the snapshot the counter's scan gave): Rp 1.101.000
// (1,001 g × Rp 1.000.000 + ongkos Rp 100.000); PPN 1,1 % = 12.111 → total Rp 1.113.111.
const AT = new Date('2027-03-01T03:00:00Z');
const deposit = (over: Partial<TakeDepositInput> = {}): TakeDepositInput => ({
  kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: 'titip-1', kodeSales: 'CAB01-S1', namaCustomer: 'Siti Aminah', alamatCustomer: 'Jl. Melati 5',
  noHpCustomer: '081234567890', item: { kodeBarcode: 'TU00001', namaBarang: 'Cincin Uji 1', berat: '1.001', ongkos: 100_000, hargaJual: 1_101_000 },
  ppnPersen: '1.1', bayarTunai: 500_000, bayarTransfer: 0, at: AT, ...over,
});
async function setUp() {
  await bringCashTo(db(), 'CAB01', 10_000_000);
  await db().transaction((tx) => receiveTestItems(tx, 'TU', 3));
}
const take = (input: TakeDepositInput) => db().transaction((tx) => takeDeposit(tx, input));
async function expectLedgersWhole() {
  expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
  expect(await saleCompleteness(db())).toEqual(SALES_WHOLE);
  // The liability: the shop's 2-1500 (a credit balance, negative) is the money of its active counter deposits.
  const [{ aktif }] = await rows<{ aktif: string }>(sql`select coalesce(sum(dp_rp), 0) as aktif from titip_uang
    where kode_toko = 'CAB01' and status = 'AKTIF' and kode_barcode is not null`);
  expect(await saldo('2-1500') + Number(aktif)).toBe(0);
}

describe('takeDeposit: money left against a tray item, the item held for the customer', () => {
  it('holds the item on the reservation shelf under the TU number and posts D cash K 2-1500, once per key', async () => {
    await setUp();
    const { deposit: row, replayed } = await take(deposit());
    expect(replayed).toBe(false);
    expect(row.noTitip).toMatch(/^TU-CAB01-270301-\d{4}$/);
    expect(row).toMatchObject({ status: 'AKTIF', hargaJual: 1_101_000, ppn: 12_111, hargaTotal: 1_113_111, dpRp: 500_000, asalGudang: 'CAB01-ETALASE', asalBaki: 'BAKI-CC1' });
    expect(await itemOf('TU00001')).toEqual({ status: 'RESERVED', kode_gudang: 'PESANAN', kode_baki: row.noTitip });
    expect(await lines(row.jurnalId!)).toEqual([['1-1100-CAB01', 500_000, 0], ['2-1500', 0, 500_000]]);
    expect(await saldo('1-1100-CAB01')).toBe(10_500_000);
    // A double click answers the first deposit.
    const again = await take(deposit());
    expect(again).toMatchObject({ replayed: true, deposit: { noTitip: row.noTitip } });
    expect((await rows(sql`select count(*)::int as n from titip_uang where kode_barcode like 'TU%'`))).toEqual([{ n: 1 }]);
    await expectLedgersWhole();
  });

  it('takes the TU number after the day\'s deposits the demo recorded as history', async () => {
    await setUp();
    await recordOrderHistory(db(), { orders: [], items: [], deposits: [{ noTitip: 'TU-CAB01-270301-0001', kodeToko: 'CAB01', noPesanan: 'PS-LAMA', tanggal: AT,
      namaBarang: 'Cincin lama', berat: '1.000', hargaJual: 1_000_000, ongkos: 0, hargaTotal: 1_000_000, dpRp: 100_000 }] });
    const { deposit: row } = await take(deposit());
    expect(row.noTitip).toBe('TU-CAB01-270301-0002');
  });

  it('refuses a deposit above the price, an item not in a tray, another shop\'s item, and writes nothing', async () => {
    await setUp();
    expect(await refusal(take(deposit({ bayarTunai: 1_113_112 })))).toBe('titipanMelebihiHarga');
    expect(await refusal(take(deposit({ bayarTunai: 0 })))).toBe('titipanJumlahInvalid');
    expect(await refusal(take(deposit({ namaCustomer: ' ' })))).toBe('titipanCustomerRequired');
    expect(await refusal(take(deposit({ kodeToko: 'CAB02', kodeSales: 'CAB02-S1' })))).toBe('titipanBarangTidakDitemukan');
    // The whole price is allowed: Rp 1.113.111 exactly.
    await take(deposit({ bayarTunai: 1_113_111 }));
    expect(await refusal(take(deposit({ idempotencyKey: 'titip-2' })))).toBe('titipanBarangTidakTersedia');
    expect((await rows(sql`select count(*)::int as n from titip_uang where kode_barcode like 'TU%'`))).toEqual([{ n: 1 }]);
    await expectLedgersWhole();
  });

  it('the counter\'s own sale refuses the held item (it sells READY only)', async () => {
    await setUp();
    await take(deposit());
    const items = [testItem('TU', 1)];
    expect(await refusal(db().transaction((tx) => postSales(tx, [cashSaleOf(items, 'jual-tu-1')])))).toBe('penjualanStokHabis');
    expect(await itemOf('TU00001')).toMatchObject({ status: 'RESERVED' });
  });
});

describe('sellDeposit: the held item sold to its customer', () => {
  it('takes the remainder and posts D 2-1500 + D cash + D bank K 4-1000 K PPN, the item SOLD from the shelf', async () => {
    await setUp();
    const bank = await rekeningOf();
    const bankBefore = await saldo(bank.nomor_akun);
    const { deposit: taken } = await take(deposit());
    // Remainder 1.113.111 − 500.000 = 613.111: 13.111 in cash, 600.000 by transfer.
    expect(await refusal(db().transaction((tx) => sellDeposit(tx, { kodeToko: 'CAB01', createdBy: 'kasir2', idempotencyKey: 'jual-1', noTitip: taken.noTitip, sisaTunai: 13_111, sisaTransfer: 0, at: AT }))))
      .toBe('titipanSisaHarusPas');
    const sell = () => db().transaction((tx) => sellDeposit(tx, {
      kodeToko: 'CAB01', createdBy: 'kasir2', idempotencyKey: 'jual-1', noTitip: taken.noTitip, sisaTunai: 13_111, sisaTransfer: 600_000, noRekeningSisa: bank.no_rekening, at: AT,
    }));
    const { deposit: sold, replayed } = await sell();
    expect(replayed).toBe(false);
    expect(sold).toMatchObject({ status: 'TERJUAL', sisaTunai: 13_111, sisaTransfer: 600_000 });
    expect(sold.noFakturJual).toMatch(/^JL-CAB01-270301-\d{4}$/);
    expect(await lines(sold.jurnalJualId!)).toEqual([
      ['1-1100-CAB01', 13_111, 0], [bank.nomor_akun, 600_000, 0], ['2-1100', 0, 12_111], ['2-1500', 500_000, 0], ['4-1000', 0, 1_101_000],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))));
    expect(await itemOf('TU00001')).toEqual({ status: 'SOLD', kode_gudang: '', kode_baki: '' });
    expect(await saldo('1-1100-CAB01')).toBe(10_513_111);
    expect(await saldo(bank.nomor_akun)).toBe(bankBefore + 600_000);
    expect((await sell()).replayed).toBe(true);
    expect(await refusal(db().transaction((tx) => cancelDeposit(tx, { kodeToko: 'CAB01', createdBy: 'spv', idempotencyKey: 'batal-x', noTitip: taken.noTitip, refundRp: 0, alasan: 'x', disetujuiOleh: 'spv1', at: AT }))))
      .toBe('titipanTidakAktif');
    await expectLedgersWhole();
  });

  it('refuses another shop\'s deposit as not found', async () => {
    await setUp();
    const { deposit: taken } = await take(deposit());
    expect(await refusal(db().transaction((tx) => sellDeposit(tx, { kodeToko: 'CAB02', createdBy: 'k', idempotencyKey: 'jual-2', noTitip: taken.noTitip, sisaTunai: 613_111, sisaTransfer: 0, at: AT }))))
      .toBe('titipanTidakDitemukan');
  });
});

describe('cancelDeposit: the item back to its tray, the money refunded or forfeited', () => {
  it('refunds in cash (D 2-1500 K cash) and puts the item back in its tray', async () => {
    await setUp();
    const { deposit: taken } = await take(deposit());
    const { deposit: cancelled } = await db().transaction((tx) => cancelDeposit(tx, {
      kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: 'batal-1', noTitip: taken.noTitip, refundRp: 500_000, alasan: 'Batal beli', disetujuiOleh: 'spv1', at: AT,
    }));
    expect(cancelled).toMatchObject({ status: 'BATAL', refundRp: 500_000, hangusRp: 0, disetujuiOleh: 'spv1', alasanBatal: 'Batal beli' });
    expect(cancelled.noBatal).toMatch(/^XTU-CAB01-270301-\d{4}$/);
    expect(await lines(cancelled.jurnalBatalId!)).toEqual([['1-1100-CAB01', 0, 500_000], ['2-1500', 500_000, 0]]);
    expect(await itemOf('TU00001')).toEqual({ status: 'READY', kode_gudang: 'CAB01-ETALASE', kode_baki: 'BAKI-CC1' });
    expect(await saldo('1-1100-CAB01')).toBe(10_000_000);
    await expectLedgersWhole();
  });

  it('forfeits what is not refunded (K 4-9100)', async () => {
    await setUp();
    const { deposit: taken } = await take(deposit());
    const { deposit: cancelled } = await db().transaction((tx) => cancelDeposit(tx, {
      kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: 'batal-1', noTitip: taken.noTitip, refundRp: 200_000, alasan: 'Tidak jadi', disetujuiOleh: 'spv1', at: AT,
    }));
    expect(await lines(cancelled.jurnalBatalId!)).toEqual([['1-1100-CAB01', 0, 200_000], ['2-1500', 500_000, 0], ['4-9100', 0, 300_000]]);
    expect(await refusal(db().transaction((tx) => cancelDeposit(tx, {
      kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: 'batal-2', noTitip: taken.noTitip, refundRp: 0, alasan: 'x', disetujuiOleh: 'spv1', at: AT,
    })))).toBe('titipanTidakAktif');
    await expectLedgersWhole();
  });

  it('refuses a refund above the deposit', async () => {
    await setUp();
    const { deposit: taken } = await take(deposit());
    expect(await refusal(db().transaction((tx) => cancelDeposit(tx, {
      kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: 'batal-1', noTitip: taken.noTitip, refundRp: 500_001, alasan: 'x', disetujuiOleh: 'spv1', at: AT,
    })))).toBe('titipanRefundInvalid');
  });
});

describe('two cashiers on one deposit at once', () => {
  it('one sells while another cancels: exactly one wins, and 2-1500 is the active deposits\' money', async () => {
    await setUp();
    const deposits = [];
    for (let n = 1; n <= 3; n += 1) {
      deposits.push((await take(deposit({ idempotencyKey: `titip-${n}`, item: { kodeBarcode: `TU0000${n}`, namaBarang: `Cincin Uji ${n}`, berat: ['1.001', '2.038', '1.075'][n - 1], ongkos: 100_000, hargaJual: 1_101_000 }, bayarTunai: 100_000 * n }))).deposit);
    }
    const [first] = deposits;
    const results = await Promise.allSettled([
      db().transaction((tx) => sellDeposit(tx, { kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: 'jual-a', noTitip: first.noTitip, sisaTunai: 1_013_111, sisaTransfer: 0, at: AT })),
      db().transaction((tx) => cancelDeposit(tx, { kodeToko: 'CAB01', createdBy: 'kasir2', idempotencyKey: 'batal-b', noTitip: first.noTitip, refundRp: 100_000, alasan: 'x', disetujuiOleh: 'spv1', at: AT })),
      db().transaction((tx) => sellDeposit(tx, { kodeToko: 'CAB01', createdBy: 'kasir3', idempotencyKey: 'jual-c', noTitip: first.noTitip, sisaTunai: 1_013_111, sisaTransfer: 0, at: AT })),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => ((r as PromiseRejectedResult).reason as AppError).messageKey)).toEqual(['titipanTidakAktif', 'titipanTidakAktif']);
    // Left active: the 2nd (Rp 200.000) and 3rd (Rp 300.000) deposits (beside the demo's own, on its delivery's pieces;
    // expectLedgersWhole holds 2-1500 to all the active ones).
    expect(await rows(sql`select sum(dp_rp)::int as n from titip_uang where status = 'AKTIF' and kode_barcode like 'TU%'`)).toEqual([{ n: 500_000 }]);
    await expectLedgersWhole();
  });
});
