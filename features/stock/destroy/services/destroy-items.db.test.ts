import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { destroyItems } from './destroy-items';

const { db } = useDemoDatabase();
const spv = contextFor('spv', 'SPV', { kodeToko: 'CAB01', appType: 'CABANG' });
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });

const rows = async (codes: string[]) => (await db().execute(sql`
  select kode_barcode, kode_dept, berat, status from barang where kode_barcode = any(${sql.param(codes)}::varchar[]) order by kode_barcode`)).rows as
  { kode_barcode: string; kode_dept: string; berat: string; status: string }[];
const balanceOf = async (dept: string) => (await db().execute(sql`select berat, qty from saldo_stok where kode_toko = 'CAB01' and kode_dept = ${dept}`)).rows[0] as { berat: string; qty: number };
const documents = async () => Number((await db().execute(sql`select count(*)::int as n from hancur_barang`)).rows[0].n);
async function expectClean() {
  expect((await db().execute(sql`select * from stock_balance_mismatches()`)).rows).toEqual([]);
  expect((await db().execute(sql`select * from stock_item_mismatches()`)).rows).toEqual([]);
}

describe('destroyItems', () => {
  it('takes the items out of stock as one document with its reason, and tells the scrap weight per jenis', async () => {
    const items = await rows(['CAB01000001', 'CAB01000002']);
    const dept = items[0].kode_dept;
    const before = await balanceOf(dept);
    const result = await destroyItems({ ctx: spv, input: { barcodes: ['cab01000001'], alasan: 'Patah, dilebur', idempotencyKey: 'hancur-1-xxxx' } });
    expect(result.nomor).toMatch(/^HB-CAB01-\d{6}-0001$/);
    expect(result.scrap).toEqual([{ kodeDept: dept, qty: 1, berat: items[0].berat }]);
    expect((await rows(['CAB01000001']))[0].status).toBe('DESTROYED');
    const after = await balanceOf(dept);
    expect(after.qty).toBe(before.qty - 1);
    expect((await db().execute(sql`select ${before.berat}::numeric - ${items[0].berat}::numeric as b`)).rows[0].b).toBe(after.berat);
    expect((await db().execute(sql`select alasan, disetujui_oleh from hancur_barang`)).rows).toEqual([{ alasan: 'Patah, dilebur', disetujui_oleh: 'spv' }]);
    const again = await destroyItems({ ctx: spv, input: { barcodes: ['cab01000001'], alasan: 'Patah, dilebur', idempotencyKey: 'hancur-1-xxxx' } });
    expect(again).toMatchObject({ nomor: result.nomor, replayed: true });
    expect(await documents()).toBe(1);
    await expectClean();
  });

  it('lets exactly one of two users destroying one item at once succeed; the other is told it is gone', async () => {
    const other = contextFor('spv-b', 'SPV', { kodeToko: 'CAB01', appType: 'CABANG' });
    const outcomes = await Promise.allSettled([
      destroyItems({ ctx: spv, input: { barcodes: ['CAB01000003'], alasan: 'Rusak', idempotencyKey: 'hancur-race-a' } }),
      destroyItems({ ctx: other, input: { barcodes: ['CAB01000003'], alasan: 'Rusak', idempotencyKey: 'hancur-race-b' } }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const [refused] = outcomes.filter((outcome) => outcome.status === 'rejected') as PromiseRejectedResult[];
    expect(refused.reason).toMatchObject({ messageKey: 'stokBarangTidakTersedia', values: { barcode: 'CAB01000003' } });
    expect(await documents()).toBe(1);
    await expectClean();
  });

  it('refuses a cashier without a supervisor\'s grant, an empty reason and another shop\'s item, writing nothing', async () => {
    await expect(destroyItems({ ctx: kasir, input: { barcodes: ['CAB01000004'], alasan: 'Rusak', idempotencyKey: 'hancur-kasir-1' } }))
      .rejects.toMatchObject({ messageKey: 'otorisasiRequired' });
    await expect(destroyItems({ ctx: spv, input: { barcodes: ['CAB01000004'], alasan: ' ', idempotencyKey: 'hancur-empty-1' } }))
      .rejects.toMatchObject({ messageKey: 'hancurAlasanRequired' });
    await expect(destroyItems({ ctx: spv, input: { barcodes: ['CAB02000001'], alasan: 'Rusak', idempotencyKey: 'hancur-other-1' } }))
      .rejects.toMatchObject({ messageKey: 'stokBarangTidakDitemukan' });
    const hidden = { ...spv, hiddenMenuKeys: new Set(['barang']) };
    await expect(destroyItems({ ctx: hidden, input: { barcodes: ['CAB01000004'], alasan: 'Rusak', idempotencyKey: 'hancur-hidden-1' } }))
      .rejects.toMatchObject({ messageKey: 'notAvailable' });
    expect((await rows(['CAB01000004', 'CAB02000001'])).map((row) => row.status)).toEqual(['READY', 'READY']);
    expect(await documents()).toBe(0);
    await expectClean();
  });
});
