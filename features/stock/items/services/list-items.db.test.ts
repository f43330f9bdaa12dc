import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { findReadyItemByBarcode, listItems } from './list-items';
import { updateItem } from './update-item';

const { db } = useDemoDatabase();
const kasir = contextFor('kasir', 'KASIR', { kodeToko: 'CAB01', appType: 'CABANG' });
const kasir2 = contextFor('kasir2', 'KASIR', { kodeToko: 'CAB02', appType: 'CABANG' });
// Changing ongkos is a price change: a supervisor's level may (LEVEL_UBAH_HARGA_BARANG), a cashier's asks for a grant (update-item.db.test.ts).
const spv = contextFor('spv', 'SPV', { kodeToko: 'CAB01', appType: 'CABANG' });
const page = { page: 1, pageSize: 10, sort: null, dir: 'asc' as const, q: '' };

describe('listItems and findReadyItemByBarcode', () => {
  it('pages the shop\'s items, searches a barcode prefix case-insensitively and filters with lower-case codes', async () => {
    const all = await listItems({ ctx: kasir, input: { ...page, filters: {} } });
    // The 300 pieces the demo received, and the weekly deliveries its sales sold (Data Barang lists every status but
    // custody: the demo's pawn loans pledge customers' gold, pledged or redeemed, and its repairs hold customers' pieces,
    // in service or returned: none is an item of the shop).
    const [{ items }] = (await db().execute(sql`select count(*)::int as items from barang where kode_toko = 'CAB01' and status not in ('PLEDGED', 'REDEEMED', 'IN_SERVICE', 'RETURNED')`)).rows as { items: number }[];
    expect(items).toBeGreaterThan(300);
    expect(all.meta.total).toBe(items);
    // First by barcode: the buybacks' outside items (BL-…) come before the demo's own CAB01… pieces.
    expect(all.data[0].kodeBarcode).toMatch(/^BL-CAB01-/);
    const prefix = await listItems({ ctx: kasir, input: { ...page, q: 'cab0100001', filters: {} } });
    expect(prefix.data.map((row) => row.kodeBarcode)).toEqual(['CAB01000010', 'CAB01000011', 'CAB01000012', 'CAB01000013', 'CAB01000014',
      'CAB01000015', 'CAB01000016', 'CAB01000017', 'CAB01000018', 'CAB01000019']);
    const [{ n }] = (await db().execute(sql`select count(*)::int as n from barang where kode_toko = 'CAB01' and kode_group = 'CC' and kode_dept = 'EMU' and status not in ('PLEDGED', 'REDEEMED', 'IN_SERVICE', 'RETURNED')`)).rows as { n: number }[];
    const filtered = await listItems({ ctx: kasir, input: { ...page, filters: { group: 'cc', jenis: 'emu' } } });
    expect(filtered.meta.total).toBe(n);
    expect(filtered.data.every((row) => row.kodeGroup === 'CC' && row.kodeDept === 'EMU')).toBe(true);
    // The demo's arrived orders and deposits hold items for their customers: the status filter finds them.
    const [{ reserved }] = (await db().execute(sql`select count(*)::int as reserved from barang where kode_toko = 'CAB01' and status = 'RESERVED'`)).rows as { reserved: number }[];
    expect(reserved).toBeGreaterThan(0);
    const held = await listItems({ ctx: kasir, input: { ...page, filters: { status: 'reserved' } } });
    expect(held.meta.total).toBe(reserved);
    expect(held.data.every((row) => row.status === 'RESERVED' && row.kodeGudang === 'PESANAN')).toBe(true);
  });

  it('finds a ready item of the shop by its scanned code, never another shop\'s', async () => {
    expect((await findReadyItemByBarcode(kasir, ' cab01000001 '))?.kodeBarcode).toBe('CAB01000001');
    expect(await findReadyItemByBarcode(kasir2, 'CAB01000001')).toBeNull();
  });

  it('edits the fields outside the ledger and refuses a taken name and another shop\'s item', async () => {
    const [other] = (await db().execute(sql`select nama_barang from barang where kode_toko = 'CAB01' and status = 'READY' and kode_barcode <> 'CAB01000001' limit 1`)).rows as { nama_barang: string }[];
    await updateItem({ ctx: spv, input: { kode_barcode: 'CAB01000001', nama_barang: 'Cincin Nama Baru', size: '12', ongkos: '50.000' } });
    const searched = await listItems({ ctx: kasir, input: { ...page, q: 'nama baru', filters: {} } });
    expect(searched.data.map((row) => [row.kodeBarcode, row.namaBarang, row.size, row.ongkos])).toEqual([['CAB01000001', 'Cincin Nama Baru', '12', 50000]]);
    await expect(updateItem({ ctx: kasir, input: { kode_barcode: 'CAB01000002', nama_barang: 'cincin nama baru' } })).rejects.toMatchObject({ messageKey: 'barangNamaSudahAda' });
    await expect(updateItem({ ctx: kasir2, input: { kode_barcode: 'CAB01000001', nama_barang: 'Cincin Lain Toko' } })).rejects.toMatchObject({ messageKey: 'notFound' });
    expect(other).toBeDefined();
    expect((await db().execute(sql`select * from stock_item_mismatches()`)).rows).toEqual([]);
  });
});
