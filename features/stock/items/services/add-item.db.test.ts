import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { hargaEmas, parameterOngkos } from '@/features/stock/schema';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { addItem } from './add-item';

const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });

/** A jenis of its own (75 %, Rp 1,000,003 a gram), so its balance starts at nothing and every figure is written by hand. */
beforeEach(async () => {
  await db().insert(jenis).values({ kodeDept: 'T98', namaDept: 'EMAS UJI', kadar: '75.00' });
  await db().insert(hargaEmas).values({ kodeDept: 'T98', hargaJual: 1_000_003, hargaBeli: 900_000, createdBy: 'SYSTEM' });
  await db().insert(parameterOngkos).values({ kodeGroup: 'CC', kodeDept: 'T98', ongkos: 25_000, createdBy: 'SYSTEM', updatedBy: 'SYSTEM' });
});

let keys = 0;
const form = (over: Record<string, unknown> = {}) => ({
  kode_group: 'cc', kode_dept: 't98', nama_barang: `Cincin Uji ${++keys}`, berat: '1,234', kode_gudang: 'CAB01-ETALASE', kode_baki: 'BAKI-CC1',
  idempotencyKey: `add-item-${keys}-xxxx`, ...over,
});

const balance = async () => (await db().execute(sql`select berat, qty from saldo_stok where kode_toko = 'CAB01' and kode_dept = 'T98'`)).rows;
const itemRow = async (code: string) => (await db().execute(sql`
  select kode_toko, kode_group, kode_dept, nama_barang, berat, berat_kotor, kadar, harga_jual, ongkos, kode_gudang, kode_baki, status
    from barang where kode_barcode = ${code}`)).rows[0];
const documents = async () => Number((await db().execute(sql`select count(*)::int as n from stok_dokumen where jenis_dokumen = 'TAMBAH_BARANG'`)).rows[0].n);
async function expectClean() {
  expect((await db().execute(sql`select * from stock_balance_mismatches()`)).rows).toEqual([]);
  expect((await db().execute(sql`select * from stock_item_mismatches()`)).rows).toEqual([]);
}
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; values?: unknown }) => ({ key: error.messageKey, values: error.values }));

describe('addItem', () => {
  it('receives one item into its tray: the balance of its jenis moves by exactly its weight, priced from the day\'s price', async () => {
    const added = await addItem({ ctx: kasir, input: form({ kode_barcode: 'uji-001', berat_kotor: '1.5' }) });
    expect(added.kodeBarcode).toBe('UJI-001');
    expect(added.nomor).toMatch(/^TB-CAB01-\d{6}-\d{4}$/);
    // 1.234 g × 1,000,003 = 1,234,003.702 → 1,234,004, + ongkos 25,000 = 1,259,004 → up to the 500 step: 1,259,500.
    expect(await itemRow('UJI-001')).toEqual({
      kode_toko: 'CAB01', kode_group: 'CC', kode_dept: 'T98', nama_barang: 'Cincin Uji 1', berat: '1.234', berat_kotor: '1.500', kadar: '75.00',
      harga_jual: '1259500', ongkos: '25000', kode_gudang: 'CAB01-ETALASE', kode_baki: 'BAKI-CC1', status: 'READY',
    });
    expect(await balance()).toEqual([{ berat: '1.234', qty: 1 }]);
    await addItem({ ctx: kasir, input: form({ berat: '2.005', ongkos: '0', harga_tetap: 'on', harga_jual: '3.000.000' }) });
    expect(await balance()).toEqual([{ berat: '3.239', qty: 2 }]);
    await expectClean();
  });

  it('generates a 16-digit barcode when none is given', async () => {
    const added = await addItem({ ctx: kasir, input: form() });
    expect(added.kodeBarcode).toMatch(/^[1-9]\d{15}$/);
    expect((await itemRow(added.kodeBarcode))?.status).toBe('READY');
  });

  it('posts once for a replayed key', async () => {
    const before = await documents();
    const same = form({ idempotencyKey: 'double-click-item' });
    const first = await addItem({ ctx: kasir, input: same });
    const second = await addItem({ ctx: kasir, input: same });
    expect(second).toEqual({ kodeBarcode: first.kodeBarcode, replayed: true });
    expect(await documents()).toBe(before + 1);
    expect(await balance()).toEqual([{ berat: '1.234', qty: 1 }]);
  });

  it('refuses a taken barcode, a short or taken name, weight 0 and gross below gold, writing nothing', async () => {
    await addItem({ ctx: kasir, input: form({ kode_barcode: 'UJI-002', nama_barang: 'Gelang Rantai' }) });
    const before = await documents();
    expect(await refusal(addItem({ ctx: kasir, input: form({ kode_barcode: 'uji-002' }) }))).toEqual({ key: 'stokBarcodeSudahAda', values: { barcode: 'UJI-002' } });
    expect(await refusal(addItem({ ctx: kasir, input: form({ kode_barcode: 'CAB01000001' }) }))).toEqual({ key: 'stokBarcodeSudahAda', values: { barcode: 'CAB01000001' } });
    expect(await refusal(addItem({ ctx: kasir, input: form({ nama_barang: 'GELANG rantai' }) }))).toEqual({ key: 'barangNamaSudahAda', values: { nama: 'GELANG rantai' } });
    expect(await refusal(addItem({ ctx: kasir, input: form({ nama_barang: 'Cincn' }) }))).toMatchObject({ key: 'barangNamaPendek' });
    expect(await refusal(addItem({ ctx: kasir, input: form({ berat: '0,000' }) }))).toMatchObject({ key: 'barangBeratNol' });
    expect(await refusal(addItem({ ctx: kasir, input: form({ berat: '2', berat_kotor: '1.999' }) }))).toMatchObject({ key: 'barangBeratKotorKurang' });
    expect(await refusal(addItem({ ctx: kasir, input: form({ kode_baki: 'BAKI-XX9' }) }))).toMatchObject({ key: 'bakiTidakDitemukan' });
    expect(await documents()).toBe(before);
    expect(await balance()).toEqual([{ berat: '1.234', qty: 1 }]);
    await expectClean();
  });

  it('refuses a hidden screen, a supplier with its module off, and another shop\'s tray, writing nothing', async () => {
    const before = await documents();
    const hidden = { ...kasir, hiddenMenuKeys: new Set(['barang']) };
    expect(await refusal(addItem({ ctx: hidden, input: form() }))).toMatchObject({ key: 'notAvailable' });
    const noSupplier = { ...kasir, settings: { ...kasir.settings, SUPPLIER_BARANG_MODULE: 'false' } };
    const [anySupplier] = (await db().execute(sql`select kode_supplier from supplier limit 1`)).rows as { kode_supplier: string }[];
    if (anySupplier) {
      expect(await refusal(addItem({ ctx: noSupplier, input: form({ kode_supplier: anySupplier.kode_supplier }) }))).toMatchObject({ key: 'barangSupplierTidakAda' });
    }
    expect(await refusal(addItem({ ctx: kasir, input: form({ kode_gudang: 'CAB02-ETALASE' }) }))).toMatchObject({ key: 'barangGudangTidakAda' });
    expect(await documents()).toBe(before);
    expect(await balance()).toEqual([]);
  });
});
