import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Db } from '@/lib/db/client';
import { bank, rekening } from '@/lib/db/schema/money-ledger';
import { barang } from '@/lib/db/schema/gram-ledger';
import { findShopItemByBarcode, readGoldPrices, type ItemRow } from '@/features/stock';
import { sales } from '@/lib/db/schema/shop';
import { readDb } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { scanSchema } from '../schemas';
import { saleSettings } from '@/features/pricing';
import { priceItem, type PricedItem } from './pricing-rules';

export type SaleFormData = {
  salespeople: { kodeSales: string; namaSales: string }[];
  rekening: { noRekening: string; label: string }[];
  ppnPersen: string;
  batasPersen: string;
};

/** What the sale screen needs before the first scan: the shop's salespeople and bank accounts, PPN and the limit. */
export async function readSaleForm({ ctx }: { ctx: SessionContext }): Promise<SaleFormData> {
  requireAccess(ctx, '/transaksi-penjualan');
  const db = readDb();
  const [people, accounts] = await Promise.all([
    db.select({ kodeSales: sales.kodeSales, namaSales: sales.namaSales }).from(sales).where(eq(sales.kodeToko, ctx.shop.kodeToko)).orderBy(asc(sales.kodeSales)),
    db.select({ noRekening: rekening.noRekening, namaRekening: rekening.namaRekening, namaBank: bank.namaBank }).from(rekening)
      .innerJoin(bank, eq(bank.kodeBank, rekening.kodeBank)).where(eq(rekening.kodeToko, ctx.shop.kodeToko)).orderBy(asc(rekening.noRekening)),
  ]);
  const rules = saleSettings(ctx.settings);
  return {
    salespeople: people,
    rekening: accounts.map((row) => ({ noRekening: row.noRekening, label: `${row.namaBank} ${row.noRekening} (${row.namaRekening})` })),
    ppnPersen: rules.ppnPersen,
    batasPersen: rules.batasPersen,
  };
}

/**
 * A scanned barcode on Transaksi Penjualan: the shop's READY item priced from the day's gold price. A code the shop
 * has no item of (unknown, mistyped, another shop's) is "Barang tidak ditemukan"; an item of the shop that is not on
 * sale (sold, missing, destroyed, in transit) is "Stok habis": the cashier knows whether to scan again or set it aside.
 */
export async function priceSaleItem({ ctx, input }: { ctx: SessionContext; input: z.input<typeof scanSchema> }): Promise<PricedItem> {
  requireAccess(ctx, '/transaksi-penjualan');
  const { barcode } = parseInput(scanSchema, input);
  const db = readDb();
  const item = await findShopItemByBarcode(ctx, barcode, db);
  if (!item) throw new AppError('not-found', 'penjualanBarangTidakDitemukan', { barcode: barcode.trim().toUpperCase() });
  if (item.status !== 'READY') throw new AppError('conflict', 'penjualanStokHabis', { barcode: item.kodeBarcode });
  const gold = (await readGoldPrices(db, { depts: [item.kodeDept] })).get(item.kodeDept);
  if (!gold) throw new AppError('validation', 'penjualanHargaEmasKosong', { jenis: item.kodeDept });
  return priceItem(item, gold, ctx.settings);
}

/** The shop's items of a sale as the scan reads them (not locked: postSales locks them and checks they are still so). */
export async function readSaleItems(db: Db, kodeToko: string, barcodes: string[]): Promise<Map<string, ItemRow>> {
  const rows = await db.select({
    kodeBarcode: barang.kodeBarcode, namaBarang: barang.namaBarang, kodeIntern: barang.kodeIntern, kodeGroup: barang.kodeGroup, kodeDept: barang.kodeDept,
    kadar: barang.kadar, berat: barang.berat, beratKotor: barang.beratKotor, size: barang.size, ongkos: barang.ongkos, hargaTetap: barang.hargaTetap,
    hargaJual: barang.hargaJual, kodeGudang: barang.kodeGudang, kodeBaki: barang.kodeBaki, kodeSupplier: barang.kodeSupplier, kodeBandrol: barang.kodeBandrol,
    status: barang.status,
  }).from(barang).where(and(inArray(barang.kodeBarcode, barcodes), eq(barang.kodeToko, kodeToko), eq(barang.status, 'READY')));
  return new Map(rows.map((row) => [row.kodeBarcode, row as ItemRow]));
}
