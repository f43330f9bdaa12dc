// Items and sales for the counter's concurrency, crash and bench runs (tests and bench only).
import type { Tx } from '../../lib/db/client';
import { salePrice } from '@/lib/pricing';
import type { SaleLineToPost, SaleToPost } from '@/features/penjualan/counter/post-sale';
import { postStockEntries, type NewItem } from '../../lib/ledger/stock/post-stock-entries';

/** Fixed figures, so a test knows every price: P18 at Rp 1.000.000/g, ongkos Rp 100.000, rounded up to Rp 500. */
export const TEST_PRICE_PER_GRAM = 1_000_000;
export const TEST_ONGKOS = 100_000;

/** The n-th (from 1) test item `<prefix>0001…` of a shop: P18, 1,001 g to 2,999 g, in BAKI-CC1 of the display. */
export function testItem(prefix: string, n: number, kodeToko = 'CAB01'): NewItem {
  return {
    kodeBarcode: `${prefix}${String(n).padStart(5, '0')}`, kodeToko, kodeGroup: 'CC', kodeDept: 'P18', kodeIntern: `IN-${prefix}`,
    namaBarang: `Cincin Uji ${n}`, berat: `${1 + ((n - 1) % 2)}.${String(1 + (((n - 1) * 37) % 999)).padStart(3, '0')}`, kadar: '75.00', ongkos: TEST_ONGKOS,
    hargaJual: 0, kodeGudang: `${kodeToko}-ETALASE`, kodeBaki: 'BAKI-CC1',
  };
}

/** `count` ready test items `<prefix>00001…`, received in one document. */
export async function receiveTestItems(tx: Tx, prefix: string, count: number, kodeToko = 'CAB01'): Promise<NewItem[]> {
  const items = Array.from({ length: count }, (_, i) => testItem(prefix, i + 1, kodeToko));
  await postStockEntries(tx, {
    document: { kodeToko, jenis: 'TAMBAH_BARANG', nomor: `TB-${prefix}` }, entries: items.map((item) => ({ kind: 'RECEIVED' as const, item })),
    idempotencyKey: `test:tambah:${prefix}`, createdBy: 'tester',
  });
  return items;
}

/** A sale line of an item at the formula's price. */
export function lineOf(item: NewItem): SaleLineToPost {
  const hargaHitung = salePrice({ berat: item.berat, hargaPerGram: TEST_PRICE_PER_GRAM, ongkos: TEST_ONGKOS, hargaTetap: false, hargaJual: 0, step: 500, down: false });
  return {
    kodeBarcode: item.kodeBarcode, namaBarang: item.namaBarang, kodeGroup: item.kodeGroup, kodeDept: item.kodeDept, kadar: item.kadar ?? '75.00',
    berat: item.berat, hargaPerGram: TEST_PRICE_PER_GRAM, ongkos: TEST_ONGKOS, hargaTetap: false, pembulatan: 500, pembulatanKebawah: false,
    hargaHitung, hargaJual: hargaHitung,
  };
}

/** A cash sale of `items` in CAB01, paid with exactly the total. */
export function cashSaleOf(items: NewItem[], idempotencyKey: string, createdBy = 'kasir', kodeToko = 'CAB01'): SaleToPost {
  const lines = items.map(lineOf);
  return {
    kodeToko, kodeSales: `${kodeToko}-S1`, lines, ppnPersen: '0', uangDiterima: lines.reduce((sum, line) => sum + line.hargaJual, 0),
    idempotencyKey, createdBy,
  };
}
