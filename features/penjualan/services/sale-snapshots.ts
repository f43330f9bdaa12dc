import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { barang } from '@/lib/db/schema/gram-ledger';
import { penjualan, penjualanDetail } from '../schema';

export type SaleSnapshot = {
  kodeBarcode: string; noFakturJual: string; namaBarang: string; kodeGroup: string; kodeDept: string; berat: string; hargaJual: number;
  /** The item's status now (SOLD while nobody bought it back). */
  status: string;
  /** The customer on the sale's nota. */
  customer: { nama: string; alamat: string; noHp: string };
};

/**
 * The lines of the active sales (not cancelled) that a barcode or a sale's nota names, newest first: each item as it was
 * sold (the sale's snapshot) with its status now. The buyback prices an own item from it (features/pembelian).
 */
export async function readSaleSnapshots(db: Db, by: { kodeBarcode: string } | { noFakturJual: string }): Promise<SaleSnapshot[]> {
  return db.select({
    kodeBarcode: penjualanDetail.kodeBarcode, noFakturJual: penjualanDetail.noFakturJual, namaBarang: penjualanDetail.namaBarang,
    kodeGroup: penjualanDetail.kodeGroup, kodeDept: penjualanDetail.kodeDept, berat: penjualanDetail.berat, hargaJual: penjualanDetail.hargaJual,
    status: barang.status,
    customer: { nama: penjualan.namaCustomer, alamat: penjualan.alamatCustomer, noHp: penjualan.noHpCustomer },
  }).from(penjualanDetail)
    .innerJoin(penjualan, eq(penjualan.noFakturJual, penjualanDetail.noFakturJual))
    .innerJoin(barang, eq(barang.kodeBarcode, penjualanDetail.kodeBarcode))
    .where(and('noFakturJual' in by ? eq(penjualanDetail.noFakturJual, by.noFakturJual) : eq(penjualanDetail.kodeBarcode, by.kodeBarcode), eq(penjualan.status, 'AKTIF')))
    .orderBy(desc(penjualanDetail.id));
}
