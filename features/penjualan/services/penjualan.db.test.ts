import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashAccountOf } from '@/lib/ledger/accounts';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { cancelSale } from './cancel-sale';
import { findSales, getSale } from './find-sales';
import { postSale } from './post-sale';
import { priceSaleItem } from './sale-form';
import { listValidation, validateDocuments } from '@/features/validasi/services/validate';
import { updateItem } from '@/features/stock/items/services/update-item';
import { SQL_JAKARTA } from '@/lib/time/sql';

const { db } = useDemoDatabase();
const shop = { kodeToko: 'CAB01', appType: 'CABANG' };
const kasir = contextFor('kasir', 'KASIR', shop);
const spv = contextFor('spv', 'SPV', shop);
const ppnOn = { ...kasir, settings: { ...kasir.settings, PPN_PENJUALAN_PERSEN: '1.1' } };
type Row = Record<string, unknown>;
const rows = async <T = Row>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const saldo = async (nomorAkun: string) => Number((await rows<{ s: string }>(sql`select coalesce((select sum(saldo) from saldo_akun where nomor_akun = ${nomorAkun}), 0) as s`))[0].s);
/** A READY non-fixed-price item of CAB01 whose jenis has a gold price. */
const readyBarcodes = async (n: number) => (await rows<{ kode_barcode: string }>(sql`
  select b.kode_barcode from barang b where b.kode_toko = 'CAB01' and b.status = 'READY' and not b.harga_tetap
     and exists (select 1 from harga_emas h where h.kode_dept = b.kode_dept) order by b.kode_barcode limit ${n}`)).map((r) => r.kode_barcode);
let n = 0;
const key = () => `sale-key-${++n}-${Date.now()}`;

describe('postSale', () => {
  it('prices a scan from the gold price in force and posts the sale with PPN, change and one entry', async () => {
    const [code] = await readyBarcodes(1);
    const line = await priceSaleItem({ ctx: ppnOn, input: { barcode: code.toLowerCase() } });
    const [item] = await rows<{ berat: string; ongkos: string; kode_dept: string }>(sql`select berat, ongkos, kode_dept from barang where kode_barcode = ${code}`);
    const [gold] = await rows<{ harga_jual: string }>(sql`select harga_jual from harga_emas where kode_dept = ${item.kode_dept} order by id desc limit 1`);
    // weight (mg) × price per gram / 1000 + ongkos, up to the next Rp 500
    const exact = BigInt(item.berat.replace('.', '')) * BigInt(gold.harga_jual) + BigInt(item.ongkos) * 1000n;
    expect(line.hargaHitung).toBe(Number(((exact + 499_999n) / 500_000n) * 500n));
    const cash = cashAccountOf('CAB01');
    const before = await saldo(cash);
    // PPN 1,1 % half up (hand-computed cases in features/penjualan/counter/pricing.test.ts): subtotal × 11 / 1000, half up.
    const ppn = Number((BigInt(line.hargaHitung) * 11n * 2n + 1000n) / 2000n);
    const result = await postSale({ ctx: ppnOn, input: {
      lines: [{ barcode: code, hargaHitung: line.hargaHitung, hargaJual: line.hargaHitung }], kodeSales: 'CAB01-S1', namaCustomer: 'Bu Ani',
      uangDiterima: line.hargaHitung + ppn + 1000, idempotencyKey: key() } });
    expect(result.totalHarga).toBe(line.hargaHitung + ppn);
    expect(result.kembalian).toBe(1000);
    expect(await saldo(cash)).toBe(before + line.hargaHitung + ppn);
    const sale = await getSale({ ctx: kasir, input: { nomor: result.nomor } });
    expect(sale).toMatchObject({ status: 'AKTIF', namaCustomer: 'Bu Ani', ppnPersen: '1.10', lines: [{ kodeBarcode: code, disetujuiOleh: null }] });
    expect((await findSales({ ctx: kasir, input: { q: 'bu ani' } })).data.map((r) => r.nomor)).toContain(result.nomor);
    await expect(priceSaleItem({ ctx: kasir, input: { barcode: code } })).rejects.toMatchObject({ messageKey: 'penjualanStokHabis' });
  });

  it('a scan tells an unknown barcode ("Barang tidak ditemukan") from an item of the shop that is not on sale ("Stok habis")', async () => {
    await expect(priceSaleItem({ ctx: kasir, input: { barcode: ' tidakada999 ' } }))
      .rejects.toMatchObject({ kind: 'not-found', messageKey: 'penjualanBarangTidakDitemukan', values: { barcode: 'TIDAKADA999' } });
    // Another shop's READY item is not one this shop has: not found here either.
    const [foreign] = await rows<{ kode_barcode: string }>(sql`select kode_barcode from barang where kode_toko <> 'CAB01' and status = 'READY' order by kode_barcode limit 1`);
    await expect(priceSaleItem({ ctx: kasir, input: { barcode: foreign.kode_barcode } })).rejects.toMatchObject({ messageKey: 'penjualanBarangTidakDitemukan' });
    // An item of the shop that is sold, or missing: stock out.
    const [sold] = await rows<{ kode_barcode: string }>(sql`select kode_barcode from barang where kode_toko = 'CAB01' and status = 'SOLD' order by kode_barcode limit 1`);
    await expect(priceSaleItem({ ctx: kasir, input: { barcode: sold.kode_barcode.toLowerCase() } }))
      .rejects.toMatchObject({ kind: 'conflict', messageKey: 'penjualanStokHabis', values: { barcode: sold.kode_barcode } });
    // The demo's stock opname left one item of CAB01 MISSING.
    const [missing] = await rows<{ kode_barcode: string }>(sql`select kode_barcode from barang where kode_toko = 'CAB01' and status = 'MISSING' order by kode_barcode limit 1`);
    await expect(priceSaleItem({ ctx: kasir, input: { barcode: missing.kode_barcode } })).rejects.toMatchObject({ messageKey: 'penjualanStokHabis' });
  });

  it('a price above the limit needs UBAH_HARGA_JUAL: refused for a cashier without a grant, recorded for a supervisor', async () => {
    const [a, b] = await readyBarcodes(2);
    const line = await priceSaleItem({ ctx: kasir, input: { barcode: a } });
    const high = line.batasAtas + 1;
    const input = { lines: [{ barcode: a, hargaHitung: line.hargaHitung, hargaJual: high }], kodeSales: 'CAB01-S1', uangDiterima: high, idempotencyKey: key() };
    await expect(postSale({ ctx: kasir, input })).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    // Within the limit: no authorization needed.
    const within = await priceSaleItem({ ctx: kasir, input: { barcode: b } });
    await postSale({ ctx: kasir, input: { lines: [{ barcode: b, hargaHitung: within.hargaHitung, hargaJual: within.batasAtas }], kodeSales: 'CAB01-S2', uangDiterima: within.batasAtas, idempotencyKey: key() } });
    const posted = await postSale({ ctx: spv, input: { ...input, idempotencyKey: key() } });
    const [detail] = await rows(sql`select harga_jual::int8 as harga, disetujui_oleh from penjualan_detail where no_faktur_jual = ${posted.nomor}`);
    expect(detail).toEqual({ harga: String(high), disetujui_oleh: 'spv' });
    // A stale computed price (the gold price changed since the scan) is refused.
    const [c] = (await readyBarcodes(1));
    const fresh = await priceSaleItem({ ctx: kasir, input: { barcode: c } });
    await expect(postSale({ ctx: kasir, input: { lines: [{ barcode: c, hargaHitung: fresh.hargaHitung + 500, hargaJual: fresh.hargaHitung }], kodeSales: 'CAB01-S1', uangDiterima: fresh.hargaHitung, idempotencyKey: key() } }))
      .rejects.toMatchObject({ messageKey: 'penjualanHargaBerubah' });
  });

  it('refuses another shop\'s salesperson and rekening, and wrong levels on every verb', async () => {
    const [a] = await readyBarcodes(1);
    const line = await priceSaleItem({ ctx: kasir, input: { barcode: a } });
    const base = { lines: [{ barcode: a, hargaHitung: line.hargaHitung, hargaJual: line.hargaHitung }], kodeSales: 'CAB01-S1', uangDiterima: line.hargaHitung };
    await expect(postSale({ ctx: kasir, input: { ...base, kodeSales: 'CAB02-S1', idempotencyKey: key() } })).rejects.toMatchObject({ messageKey: 'penjualanSalesInvalid' });
    const [foreign] = await rows<{ no_rekening: string }>(sql`select no_rekening from rekening where kode_toko = 'CAB02' limit 1`);
    await expect(postSale({ ctx: kasir, input: { ...base, uangDiterima: 0, bayarTransfer: line.hargaHitung, noRekeningTransfer: foreign.no_rekening, idempotencyKey: key() } }))
      .rejects.toMatchObject({ messageKey: 'penjualanRekeningInvalid' });
    await expect(validateDocuments({ ctx: kasir, input: { penjualan: ['X'] } })).rejects.toMatchObject({ messageKey: 'penjualanValidasiDitolak' });
  });
});

describe('every sale line is held to the cost floor and the limit (issue 25)', () => {
  // CAB01000003 (demo): Anting Juntai 18K, P18, 2.354 g, ongkos Rp 380.000; P18 sells at Rp 1.613.000/g, is bought at Rp 1.548.000/g.
  // Floor: 2.354 g × Rp 1.548.000 = Rp 3.643.992 exactly.
  const code = 'CAB01000003';
  const setFixedPrice = (hargaJual: string) => updateItem({ ctx: spv, input: { kode_barcode: code, nama_barang: 'Anting Juntai Uji', harga_tetap: 'on', harga_jual: hargaJual } });
  const sell = (ctx: typeof kasir, hargaHitung: number, hargaJual: number) => postSale({ ctx, input: {
    lines: [{ barcode: code, hargaHitung, hargaJual }], kodeSales: 'CAB01-S1', uangDiterima: hargaJual, idempotencyKey: key() } });

  it('a fixed price set to Rp 1 is refused at that price without UBAH_HARGA_JUAL, even unchanged at the till', async () => {
    await setFixedPrice('1');
    const line = await priceSaleItem({ ctx: kasir, input: { barcode: code } });
    // A fixed price is the computed price; its limit is Rp 1 × 1,10 → Rp 1; the floor still applies.
    expect(line).toMatchObject({ hargaTetap: true, hargaHitung: 1, batasAtas: 1, batasBawah: 3_643_992 });
    await expect(sell(kasir, 1, 1)).rejects.toMatchObject({ kind: 'forbidden', messageKey: 'otorisasiRequired' });
    expect(await rows(sql`select status from barang where kode_barcode = ${code}`)).toEqual([{ status: 'READY' }]);
    // A supervisor approves it himself: the line records him.
    const posted = await sell(spv, 1, 1);
    expect(await rows(sql`select harga_hitung::text, harga_jual::text, disetujui_oleh from penjualan_detail where no_faktur_jual = ${posted.nomor}`))
      .toEqual([{ harga_hitung: '1', harga_jual: '1', disetujui_oleh: 'spv' }]);
  });

  it('a fixed price at the floor sells without a grant; above its own price × (1 + 10 %) it needs one', async () => {
    await setFixedPrice('3.643.992');
    const line = await priceSaleItem({ ctx: kasir, input: { barcode: code } });
    // Limit: Rp 3.643.992 × 1,10 = Rp 4.008.391,2 → Rp 4.008.391.
    expect(line).toMatchObject({ hargaHitung: 3_643_992, batasAtas: 4_008_391, batasBawah: 3_643_992 });
    await expect(sell(kasir, 3_643_992, 4_008_392)).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    await expect(sell(kasir, 3_643_992, 3_643_991)).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    const posted = await sell(kasir, 3_643_992, 3_643_992);
    expect(await rows(sql`select harga_jual::text, disetujui_oleh from penjualan_detail where no_faktur_jual = ${posted.nomor}`))
      .toEqual([{ harga_jual: '3643992', disetujui_oleh: null }]);
  });

  it('a computed price below the floor needs the grant though the cashier did not change it', async () => {
    // A sale price per gram typed below the buying price: 2.354 g × Rp 1.000.000 + Rp 380.000 = Rp 2.734.000 < Rp 3.643.992.
    await db().execute(sql`insert into harga_emas (kode_dept, harga_jual, harga_beli, created_by) values ('P18', 1000000, 1548000, 'test')`);
    const line = await priceSaleItem({ ctx: kasir, input: { barcode: code } });
    expect(line).toMatchObject({ hargaTetap: false, hargaHitung: 2_734_000, batasBawah: 3_643_992 });
    await expect(sell(kasir, 2_734_000, 2_734_000)).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
  });
});

describe('cancelSale and validation', () => {
  it('cancels today\'s sale: reversing entry, items back in their tray, once per key; refuses it twice', async () => {
    const [a] = await readyBarcodes(1);
    const [place] = await rows<{ kode_baki: string }>(sql`select kode_baki from barang where kode_barcode = ${a}`);
    const line = await priceSaleItem({ ctx: kasir, input: { barcode: a } });
    const cash = cashAccountOf('CAB01');
    const before = await saldo(cash);
    const sale = await postSale({ ctx: kasir, input: { lines: [{ barcode: a, hargaHitung: line.hargaHitung, hargaJual: line.hargaHitung }], kodeSales: 'CAB01-S1', uangDiterima: line.hargaHitung, idempotencyKey: key() } });
    const cancelKey = key();
    await expect(cancelSale({ ctx: kasir, input: { nomor: sale.nomor, alasan: 'Salah barang', idempotencyKey: cancelKey } })).rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    const cancelled = await cancelSale({ ctx: spv, input: { nomor: sale.nomor, alasan: 'Salah barang', idempotencyKey: cancelKey } });
    expect(cancelled.nomorBatal).toMatch(/^BJ-CAB01-/);
    expect(await saldo(cash)).toBe(before);
    expect(await rows(sql`select status, kode_baki from barang where kode_barcode = ${a}`)).toEqual([{ status: 'READY', kode_baki: place.kode_baki }]);
    const [header] = await rows(sql`select status, alasan_batal, dibatalkan_oleh, batal_disetujui_oleh from penjualan where no_faktur_jual = ${sale.nomor}`);
    expect(header).toEqual({ status: 'BATAL', alasan_batal: 'Salah barang', dibatalkan_oleh: 'spv', batal_disetujui_oleh: 'spv' });
    const [reversal] = await rows(sql`select j.trx, j.reverses_id is not null as reverses from jurnal j join penjualan p on p.jurnal_batal_id = j.id where p.no_faktur_jual = ${sale.nomor}`);
    expect(reversal).toEqual({ trx: 'BATAL_PENJUALAN', reverses: true });
    expect(await cancelSale({ ctx: spv, input: { nomor: sale.nomor, alasan: 'Salah barang', idempotencyKey: cancelKey } })).toMatchObject({ replayed: true });
    await expect(cancelSale({ ctx: spv, input: { nomor: sale.nomor, alasan: 'lagi', idempotencyKey: key() } })).rejects.toMatchObject({ messageKey: 'penjualanSudahBatal' });
    expect((await rows(sql`select * from stock_item_mismatches()`))).toEqual([]);
  });

  it('refuses yesterday\'s sale and a validated one; a supervisor validates the day\'s documents', async () => {
    const [old] = await rows<{ no_faktur_jual: string }>(sql`select no_faktur_jual from penjualan where kode_toko = 'CAB01' and tanggal < now() - interval '2 days' limit 1`);
    await expect(cancelSale({ ctx: spv, input: { nomor: old.no_faktur_jual, alasan: 'x', idempotencyKey: key() } })).rejects.toMatchObject({ messageKey: 'penjualanBatalKemarin' });
    const [a] = await readyBarcodes(1);
    const line = await priceSaleItem({ ctx: kasir, input: { barcode: a } });
    const sale = await postSale({ ctx: kasir, input: { lines: [{ barcode: a, hargaHitung: line.hargaHitung, hargaJual: line.hargaHitung }], kodeSales: 'CAB01-S1', uangDiterima: line.hargaHitung, idempotencyKey: key() } });
    const list = await listValidation({ ctx: kasir, input: {} });
    expect(list.canValidate).toBe(false);
    expect(list.rows.map((r) => r.nomor)).toContain(sale.nomor);
    expect(await validateDocuments({ ctx: spv, input: { penjualan: [sale.nomor] } })).toEqual({ penjualan: 1, pembelian: 0 });
    await expect(cancelSale({ ctx: spv, input: { nomor: sale.nomor, alasan: 'x', idempotencyKey: key() } })).rejects.toMatchObject({ messageKey: 'penjualanSudahDivalidasi' });
  });

  it('lists each sale with its own number of items, and Batal Penjualan offers only today\'s active sales not validated yet', async () => {
    const [a, b, c] = await readyBarcodes(3);
    const priced = [await priceSaleItem({ ctx: kasir, input: { barcode: a } }), await priceSaleItem({ ctx: kasir, input: { barcode: b } })];
    const two = await postSale({ ctx: kasir, input: {
      lines: priced.map((line) => ({ barcode: line.kodeBarcode, hargaHitung: line.hargaHitung, hargaJual: line.hargaHitung })), kodeSales: 'CAB01-S1',
      namaCustomer: 'Qty Dua', uangDiterima: priced[0].hargaHitung + priced[1].hargaHitung, idempotencyKey: key() } });
    const single = await priceSaleItem({ ctx: kasir, input: { barcode: c } });
    const one = await postSale({ ctx: kasir, input: { lines: [{ barcode: c, hargaHitung: single.hargaHitung, hargaJual: single.hargaHitung }], kodeSales: 'CAB01-S1',
      namaCustomer: 'Qty Satu', uangDiterima: single.hargaHitung, idempotencyKey: key() } });
    // Two items scanned, one item scanned (the count was every line of every sale before).
    const qty = async (q: string) => (await findSales({ ctx: kasir, input: { q } })).data.map((r) => [r.nomor, r.qty]);
    expect(await qty('Qty Dua')).toEqual([[two.nomor, 2]]);
    expect(await qty('Qty Satu')).toEqual([[one.nomor, 1]]);

    const offered = async (q = '') => (await findSales({ ctx: spv, input: { q, status: 'DAPAT_BATAL' } })).data.map((r) => r.nomor);
    expect(await offered()).toEqual(expect.arrayContaining([two.nomor, one.nomor]));
    await validateDocuments({ ctx: spv, input: { penjualan: [one.nomor] } });
    expect(await offered()).toContain(two.nomor);
    expect(await offered()).not.toContain(one.nomor);
    expect(await offered(one.nomor)).toEqual([]);
    // Yesterday's active sale is not offered either, even searched by its number.
    const [old] = await rows<{ no_faktur_jual: string }>(sql`select no_faktur_jual from penjualan where kode_toko = 'CAB01' and status = 'AKTIF' and divalidasi_at is null
      and (tanggal at time zone ${SQL_JAKARTA})::date < (now() at time zone ${SQL_JAKARTA})::date limit 1`);
    expect(await offered(old.no_faktur_jual)).toEqual([]);
  });
});
