import { describe, expect, it } from 'vitest';
import { groupBarang, jenis } from '@/lib/db/schema/gram-ledger';
import { toko } from '@/lib/db/schema/shop';
import { postStockEntries } from '@/lib/ledger/stock/post-stock-entries';
import { reportPage } from '@/lib/reports/run-report';
import type { ReportArgs, ReportDefinition } from '@/lib/reports/definition';
import { contextFor } from '@/tests/support/contexts';
import { useTestDatabase } from '@/tests/support/db';
import { analisisHargaBarang } from './analisis-harga-barang';

const { db } = useTestDatabase({ demo: false });
const definition = analisisHargaBarang as unknown as ReportDefinition;

/** Eight items of one shop, three of them at one price: pages must split the tie by barcode. */
async function seedItems() {
  await db().insert(toko).values({ kodeToko: 'CAB02', namaToko: 'Kilau Emas Surabaya' });
  await db().insert(groupBarang).values({ kodeGroup: 'CN', namaGroup: 'Cincin' });
  await db().insert(jenis).values({ kodeDept: 'E75', namaDept: 'Emas 75', kadar: '75' });
  const item = (kode: string, hargaJual: number) => ({
    kodeBarcode: kode, kodeToko: 'CAB02', kodeGroup: 'CN', kodeDept: 'E75', kodeIntern: kode, namaBarang: `Item ${kode}`,
    berat: '1.250', kadar: '75', hargaJual, kodeGudang: 'G1', kodeBaki: 'B1',
  });
  const items = [item('T5', 500), item('T1', 900), item('T3', 700), item('T2', 700), item('T4', 700), item('T6', 300), item('T7', 100), item('T8', 100), item('SOLD', 800)];
  // Items enter the stock through the gram ledger, as a shop's would; one of them is sold.
  await db().transaction(async (tx) => {
    const document = { kodeToko: 'CAB02', jenis: 'TAMBAH_BARANG', nomor: 'TB-1' };
    await postStockEntries(tx, { document, entries: items.map((one) => ({ kind: 'RECEIVED', item: one })), idempotencyKey: 'tb-1', createdBy: 'test' });
    await postStockEntries(tx, { document: { ...document, jenis: 'JUAL', nomor: 'FJ-1' }, entries: [{ kind: 'SOLD', kodeBarcode: 'SOLD' }], idempotencyKey: 'fj-1', createdBy: 'test' });
  });
}

describe('analisis harga barang pages', () => {
  it('reads a deep page by its keys in the report\'s order, ties by barcode', async () => {
    await seedItems();
    const args = (sortBy: string): ReportArgs => ({
      db: db(), ctx: contextFor('owner', 'OWN'), filters: { tglFrom: '', tglTo: '', kodeToko: 'CAB02', values: { kode_dept: 'ALL', sort_by: sortBy } },
    });
    const codes = async (sortBy: string, page: number) => (await reportPage(definition, args(sortBy), page, 3)).map((row) => row.kode_barcode);
    expect(await codes('TERTINGGI', 1)).toEqual(['T1', 'T2', 'T3']);
    expect(await codes('TERTINGGI', 2)).toEqual(['T4', 'T5', 'T6']);
    expect(await codes('TERTINGGI', 3)).toEqual(['T7', 'T8']);
    expect(await codes('TERTINGGI', 4)).toEqual([]);
    expect(await codes('TERENDAH', 2)).toEqual(['T5', 'T2', 'T3']);
    const [row] = await reportPage(definition, args('TERENDAH'), 3, 3);
    expect(row).toEqual({ kode_barcode: 'T4', kode_group: 'CN', kode_dept: 'E75', kode_intern: 'T4', nama_barang: 'Item T4', berat: '1.250', harga_jual: 700 });
  });
});
