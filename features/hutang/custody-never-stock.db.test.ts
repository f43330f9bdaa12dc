import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReportDefinition } from '@/lib/reports/definition';
import { reportPage } from '@/lib/reports/run-report';
import { contextFor } from '@/tests/support/contexts';
import { useDemoDatabase } from '@/tests/support/db';
import { bringCashTo } from '@/tests/support/cash';
import { custodyMismatches } from '@/tests/support/custody-checks';
import { priceSaleItem } from '@/features/penjualan/services/sale-form';
import { postSale } from '@/features/penjualan/services/post-sale';
import { findReadyItemByBarcode, findShopItemByBarcode, listItems } from '@/features/stock/items/services/list-items';
import { readLabelItems } from '@/features/stock/labels/services/read-label-items';
import { findItemToMove, pindahBarangItems } from '@/features/stock/moves/services/move-items';
import { kirimBarangItems } from '@/features/stock/moves/services/kirim-barang';
import { analisisHargaBarang } from '@/features/stock/reports/analisis-harga-barang';
import { kelompokBarang } from '@/features/stock/reports/kelompok-barang';
import { pledgedBarcodeOf, postLoans } from './counter/post-loans';

// Decision 031, "never stock": an item pledged for a loan is a customer's gold in custody. No scan, move, shipment,
// stock list, label or stock report of the shop may see or touch it.

const { db } = useDemoDatabase();
const shop = { kodeToko: 'CAB01', appType: 'CABANG' };
const kasir = contextFor('kasir', 'KASIR', shop);
const owner = contextFor('owner', 'OWN');
const NO = 'HT-UJI-CUSTODY-1';
const BARCODE = pledgedBarcodeOf(NO, 1);
const NAME = 'Kalung Titipan Gadai Uji';
const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const refusal = (work: Promise<unknown>) => work.then(() => 'not refused', (error: { messageKey?: string; message?: string }) => String(error.messageKey ?? error.message));

async function pledge() {
  await bringCashTo(db(), 'CAB01', 20_000_000);
  await db().transaction((tx) => postLoans(tx, { kodeToko: 'CAB01', createdBy: 'kasir', idempotencyKey: 'custody-never-stock', loans: [{
    noFakturHutang: NO, kodeSales: 'CAB01-S1', namaCustomer: 'Siti Aminah', alamatCustomer: 'Jl. Melati 5', noHpCustomer: '0812', noKtp: '3273',
    jumlahHutang: 3_000_000, bunga: '2.5', plafond: null, biayaAdmin: 0, lamaHari: 30, masaTenggangHari: 7, bayarTunai: 3_000_000, bayarTransfer: 0,
    items: [{ kodeGroup: 'KL', kodeDept: 'P18', namaBarang: NAME, berat: '5.125', kadar: '75', kodeKondisi: 'BAGUS', hargaEmas: 1_000_000 }],
  }] }));
}
const stillPledged = async () => expect(await rows(sql`select status, kode_gudang, kode_baki from barang where kode_barcode = ${BARCODE}`))
  .toEqual([{ status: 'PLEDGED', kode_gudang: 'GADAI', kode_baki: NO }]);

describe('a pledged item is never stock', () => {
  it('moves no stock balance', async () => {
    const balance = () => rows(sql`select kode_dept, qty::text, berat::text from saldo_stok where kode_toko = 'CAB01' order by kode_dept`);
    const before = await balance();
    await pledge();
    expect(await balance()).toEqual(before);
    expect(await custodyMismatches(db())).toEqual([]);
  });

  it('the sale scan and a sale refuse its barcode', async () => {
    await pledge();
    expect(await refusal(priceSaleItem({ ctx: kasir, input: { barcode: BARCODE } }))).toBe('penjualanBarangTidakDitemukan');
    expect(await refusal(postSale({ ctx: kasir, input: { lines: [{ barcode: BARCODE, hargaHitung: 6_000_000, hargaJual: 6_000_000 }], kodeSales: 'CAB01-S1',
      uangDiterima: 6_000_000, idempotencyKey: 'custody-sale-0001' } }))).not.toBe('not refused');
    await stillPledged();
  });

  it('a tray move and a shipment to another shop refuse it', async () => {
    await pledge();
    expect(await refusal(findItemToMove({ ctx: kasir, input: { kodeBarcode: BARCODE } }))).toBe('stokBarangTidakTersedia');
    const seen = [{ kodeBarcode: BARCODE, kodeGudang: 'GADAI', kodeBaki: NO }];
    expect(await refusal(pindahBarangItems({ ctx: kasir, input: { idempotencyKey: 'custody-move-01', kodeGudang: 'CAB01-ETALASE', kodeBaki: 'BAKI-CC1', items: seen } })))
      .toBe('stokBarangTidakTersedia');
    expect(await refusal(kirimBarangItems({ ctx: kasir, input: { idempotencyKey: 'custody-send-01', kodeTokoTujuan: 'CAB02', items: seen } })))
      .toBe('stokBarangTidakTersedia');
    await stillPledged();
  });

  it('Data Barang, the scan lookups, the labels and the stock reports do not show it', async () => {
    await pledge();
    const page = { page: 1, pageSize: 50, sort: null, dir: 'asc' as const, q: '' };
    expect((await listItems({ ctx: kasir, input: { ...page, q: BARCODE, filters: {} } })).data).toEqual([]);
    expect((await listItems({ ctx: kasir, input: { ...page, q: NAME, filters: {} } })).data).toEqual([]);
    // Unfiltered, the list counts exactly the shop's own items.
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from barang where kode_toko = 'CAB01' and status not in ('PLEDGED', 'REDEEMED', 'IN_SERVICE', 'RETURNED')`);
    expect((await listItems({ ctx: kasir, input: { ...page, filters: {} } })).meta.total).toBe(n);
    expect(await findShopItemByBarcode(kasir, BARCODE)).toBeNull();
    expect(await findReadyItemByBarcode(kasir, BARCODE)).toBeNull();
    expect(await refusal(readLabelItems({ ctx: kasir, input: { barcodes: [BARCODE] } }))).toBe('labelBarangTidakAda');

    const args = (values: Record<string, string>) => ({ db: db(), ctx: owner, filters: { tglFrom: '', tglTo: '', kodeToko: 'CAB01', values } });
    const analisis = await reportPage(analisisHargaBarang as unknown as ReportDefinition, args({ kode_dept: 'P18', sort_by: 'TERENDAH' }), 1, 100_000);
    expect(analisis.length).toBeGreaterThan(0);
    expect(analisis.filter((row) => row.kode_barcode === BARCODE)).toEqual([]);
    const kelompok = await reportPage(kelompokBarang as unknown as ReportDefinition, args({ kode_dept: 'ALL' }), 1, 100_000);
    expect(kelompok.length).toBeGreaterThan(0);
    expect(kelompok.filter((row) => row.nama_barang === NAME)).toEqual([]);
  });
});
