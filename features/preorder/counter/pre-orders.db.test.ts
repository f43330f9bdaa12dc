import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoDatabase } from '../../../tests/support/db';
import { bringCashTo } from '../../../tests/support/cash';
import { journalInvariants, JOURNAL_CLEAN, saleCompleteness, SALES_WHOLE, stockInvariants, STOCK_CLEAN } from '../../../tests/support/ledger-checks';
import { closeItems, finishPreOrder, takePreOrders, type PreOrderToTake } from './pre-orders';

const { db } = useDemoDatabase();
const AT = new Date('2027-01-10T03:00:00Z');

const order = (extra: Partial<PreOrderToTake> = {}): PreOrderToTake => ({
  namaCustomer: 'Dewi Lestari', noHpCustomer: '081311112222', alamatCustomer: 'Jl. Kenanga 3, Bandung', namaBarang: 'Cincin Polos', kodeDept: 'P18',
  berat: '2.500', harga: 2_000_000, bayarTunai: 500_000, bayarTransfer: 0, ...extra,
});
const take = (orders: PreOrderToTake[], key: string, ppnPersen = '0') =>
  db().transaction((tx) => takePreOrders(tx, { kodeToko: 'CAB01', createdBy: 'kasir1', idempotencyKey: key, ppnPersen, orders, at: AT }));
const close = (noPo: string, barcodes: string[], key: string, kodeToko = 'CAB01') =>
  db().transaction((tx) => closeItems(tx, { kodeToko, noPo, barcodes, createdBy: 'kasir1', idempotencyKey: key, at: AT }));
const finish = (noPo: string, key: string, pelunasanTunai: number, kodeToko = 'CAB01', kodeSales = 'CAB01-S1') =>
  db().transaction((tx) => finishPreOrder(tx, { kodeToko, noPo, pelunasanTunai, pelunasanTransfer: 0, kodeSales, createdBy: 'kasir1', idempotencyKey: key, at: AT }));
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; message?: string }) => String(error.messageKey ?? error.message));
const readyItems = async (kodeToko: string, n: number) => (await db().execute(sql`
  select kode_barcode, berat::text from barang where kode_toko = ${kodeToko} and status = 'READY' order by kode_barcode limit ${n}`)).rows as { kode_barcode: string; berat: string }[];
const linesOf = async (jurnalId: number) => (await db().execute(sql`select nomor_akun, debit::int, kredit::int from jurnal_detail where jurnal_id = ${jurnalId} order by nomor_akun`)).rows;
const saldo = async (akun: string) => Number(((await db().execute(sql`select coalesce(sum(saldo), 0)::bigint as s from saldo_akun where nomor_akun = ${akun}`)).rows[0] as { s: string }).s);

describe('pre-orders: taken, items closed off, handed over', () => {
  it('takes a PO paid in advance: one entry D cash K 2-1400', async () => {
    await bringCashTo(db(), 'CAB01', 10_000_000);
    const deposits = await saldo('2-1400');
    const [po] = await take([order()], 'po-take-1');
    expect(po).toMatchObject({ noPo: 'PO-CAB01-270110-0001', totalHarga: 2_000_000, dibayar: 500_000 });
    expect(await linesOf(po.jurnalId)).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 500_000, kredit: 0 },
      { nomor_akun: '2-1400', debit: 0, kredit: 500_000 },
    ]);
    expect(await saldo('1-1100-CAB01')).toBe(10_500_000);
    // A liability's balance grows on the credit side.
    expect(await saldo('2-1400') - deposits).toBe(-500_000);
    // Replayed: the same PO, nothing written twice.
    const again = await take([order()], 'po-take-1');
    expect(again[0].noPo).toBe('PO-CAB01-270110-0001');
    expect((await db().execute(sql`select count(*)::int as n from pre_order where idempotency_key not like 'demo:%'`)).rows).toEqual([{ n: 1 }]);
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  });

  it('adds PPN on top as the counter does and refuses a payment above the total, writing nothing', async () => {
    // 1.000.000 × 1,1 % = 11.000: total 1.011.000.
    const [po] = await take([order({ harga: 1_000_000, bayarTunai: 1_011_000 })], 'po-take-ppn', '1.1');
    expect((await db().execute(sql`select harga::int, ppn::int, total_harga::int from pre_order where no_po = ${po.noPo}`)).rows)
      .toEqual([{ harga: 1_000_000, ppn: 11_000, total_harga: 1_011_000 }]);
    expect(await refusal(take([order({ harga: 1_000_000, bayarTunai: 1_011_001 })], 'po-take-ppn-2', '1.1'))).toBe('preOrderBayarInvalid');
    expect(await refusal(take([order({ bayarTunai: 0 })], 'po-take-0'))).toBe('preOrderBayarKosong');
    expect(await refusal(take([order({ berat: '0' })], 'po-take-b0'))).toBe('preOrderBeratInvalid');
    expect(await refusal(take([order({ bayarTunai: 0, bayarTransfer: 100_000, noRekeningTransfer: 'TIDAK-ADA' })], 'po-take-rek'))).toBe('preOrderRekeningInvalid');
    // A batch with one bad PO writes none of it.
    expect(await refusal(take([order(), order({ namaCustomer: ' ' })], 'po-take-batch-bad'))).toBe('preOrderCustomerRequired');
    expect((await db().execute(sql`select count(*)::int as n from pre_order where idempotency_key not like 'demo:%'`)).rows).toEqual([{ n: 1 }]);
  });

  it('closes scanned items off for the PO, refuses them twice, refuses another shop’s item, and hands the PO over as a sale', async () => {
    await bringCashTo(db(), 'CAB01', 10_000_000);
    const [po] = await take([order()], 'po-take-2');
    const [a, b] = await readyItems('CAB01', 2);
    const [other] = await readyItems('CAB02', 1);
    expect(await refusal(close('', [a.kode_barcode], 'po-close-0'))).toBe('preOrderNoPoRequired');
    expect(await refusal(close(po.noPo, [other.kode_barcode], 'po-close-x'))).toBe('stokBarangTidakDitemukan');
    expect(await refusal(close(po.noPo, [a.kode_barcode], 'po-close-y', 'CAB02'))).toBe('preOrderTidakDitemukan');
    await close(po.noPo, [a.kode_barcode, b.kode_barcode], 'po-close-1');
    expect((await db().execute(sql`select status, kode_gudang, kode_baki from barang where kode_barcode in (${a.kode_barcode}, ${b.kode_barcode})`)).rows)
      .toEqual([{ status: 'RESERVED', kode_gudang: 'PESANAN', kode_baki: po.noPo }, { status: 'RESERVED', kode_gudang: 'PESANAN', kode_baki: po.noPo }]);
    // Another PO cannot take an item already a PO item, and the database refuses it too.
    const [second] = await take([order({ namaCustomer: 'Rina' })], 'po-take-3');
    expect(await refusal(close(second.noPo, [a.kode_barcode], 'po-close-2'))).toBe('preOrderBarcodeSudahPo');
    await expect(db().execute(sql`insert into pre_order_barang (no_po, kode_barcode, nama_barang, berat, harga, closed_by)
      values (${second.noPo}, ${a.kode_barcode}, 'x', 1, 0, 'x')`)).rejects.toMatchObject({ cause: { constraint: 'pre_order_barang_live' } });
    expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);

    // The rest: 2.000.000 − 500.000 = 1.500.000 in cash now; less is refused.
    expect(await refusal(finish(po.noPo, 'po-finish-short', 1_000_000))).toBe('preOrderPelunasanInvalid');
    // The sale is credited to one of the shop's sales staff: another shop's is refused.
    expect(await refusal(finish(po.noPo, 'po-finish-sales', 1_500_000, 'CAB01', 'CAB02-S1'))).toBe('preOrderSalesInvalid');
    const done = await finish(po.noPo, 'po-finish-1', 1_500_000);
    expect(done.noFakturJual).toMatch(/^JL-CAB01-270110-\d{4}$/);
    expect(await linesOf(done.jurnalId)).toEqual([
      { nomor_akun: '1-1100-CAB01', debit: 1_500_000, kredit: 0 },
      { nomor_akun: '2-1400', debit: 500_000, kredit: 0 },
      { nomor_akun: '4-1000', debit: 0, kredit: 2_000_000 },
    ]);
    expect(await saldo('1-1100-CAB01')).toBe(10_000_000 + 500_000 + 500_000 + 1_500_000);
    expect((await db().execute(sql`select status from barang where kode_barcode in (${a.kode_barcode}, ${b.kode_barcode})`)).rows).toEqual([{ status: 'SOLD' }, { status: 'SOLD' }]);
    expect((await db().execute(sql`select status, no_faktur_jual from pre_order where no_po = ${po.noPo}`)).rows).toEqual([{ status: 'FINISH', no_faktur_jual: done.noFakturJual }]);
    // It is a sale like the counter's: its penjualan row holds the advance as uang muka, the price shared by weight.
    expect((await db().execute(sql`select kode_sales, total_harga::int, uang_muka::int, akun_uang_muka, bayar_tunai::int, no_referensi from penjualan
      where no_faktur_jual = ${done.noFakturJual}`)).rows).toEqual([
      { kode_sales: 'CAB01-S1', total_harga: 2_000_000, uang_muka: 500_000, akun_uang_muka: '2-1400', bayar_tunai: 1_500_000, no_referensi: po.noPo },
    ]);
    const [mgA, mgB] = [a.berat, b.berat].map((berat) => BigInt(berat.replace('.', '')));
    const first = Number((2_000_000n * mgA) / (mgA + mgB));
    expect((await db().execute(sql`select kode_barcode, harga_jual::int from penjualan_detail where no_faktur_jual = ${done.noFakturJual} order by urutan`)).rows)
      .toEqual([{ kode_barcode: a.kode_barcode, harga_jual: first }, { kode_barcode: b.kode_barcode, harga_jual: 2_000_000 - first }]);
    // Replayed: the same hand-over; finished again with a new key: refused.
    expect((await finish(po.noPo, 'po-finish-1', 1_500_000)).replayed).toBe(true);
    expect(await refusal(finish(po.noPo, 'po-finish-2', 1_500_000))).toBe('preOrderSudahSelesai');
    // Its items are free of the PO now (sold): the live index no longer holds them.
    expect((await db().execute(sql`select count(*)::int as n from pre_order_barang where aktif`)).rows).toEqual([{ n: 0 }]);
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
    expect(await stockInvariants(db())).toEqual(STOCK_CLEAN);
    expect(await saleCompleteness(db())).toEqual(SALES_WHOLE);
  });

  it('two cashiers finishing one PO at once: one wins', async () => {
    await bringCashTo(db(), 'CAB01', 10_000_000);
    const [po] = await take([order({ bayarTunai: 2_000_000 })], 'po-take-race');
    const [a] = await readyItems('CAB01', 1);
    await close(po.noPo, [a.kode_barcode], 'po-close-race');
    const results = await Promise.allSettled([finish(po.noPo, 'po-race-1', 0), finish(po.noPo, 'po-race-2', 0)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.messageKey)).toEqual(['preOrderSudahSelesai']);
    expect((await db().execute(sql`select count(*)::int as n from penjualan where no_referensi = ${po.noPo}`)).rows).toEqual([{ n: 1 }]);
    expect(await journalInvariants(db())).toEqual(JOURNAL_CLEAN);
  });

  it('2-1400 movements of pre-orders balance with the open POs’ payments', async () => {
    await bringCashTo(db(), 'CAB01', 10_000_000);
    const taken = await take([order(), order({ bayarTunai: 300_000 }), order({ bayarTunai: 2_000_000 })], 'po-take-batch');
    const [a] = await readyItems('CAB01', 1);
    await close(taken[2].noPo, [a.kode_barcode], 'po-close-b');
    await finish(taken[2].noPo, 'po-finish-b', 0);
    // Open: 500.000 + 300.000 = 800.000; the finished PO's 2.000.000 came in and went out of 2-1400.
    const [row] = (await db().execute(sql`
      select coalesce(sum(d.kredit - d.debit), 0)::bigint as held from jurnal_detail d join jurnal j on j.id = d.jurnal_id
       where d.nomor_akun = '2-1400' and j.idempotency_key not like 'demo:%' and (j.keterangan like 'Pre-order %' or j.id = (select jurnal_id from penjualan where no_referensi = ${taken[2].noPo}))`)).rows as { held: string }[];
    expect(Number(row.held)).toBe(800_000);
    const [open] = (await db().execute(sql`select sum(bayar_tunai + bayar_transfer)::bigint as paid from pre_order where status = 'OPEN' and idempotency_key not like 'demo:%'`)).rows as { paid: string }[];
    expect(Number(open.paid)).toBe(800_000);
  });
});
