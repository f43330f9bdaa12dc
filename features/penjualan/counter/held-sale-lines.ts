// No 'server-only' marker: the pickups of orders, deposits and pre-orders run outside Next too (tests, the demo).
import { inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { barang } from '@/lib/db/schema/gram-ledger';
import { AppError } from '@/lib/errors/app-error';
import { toMilligrams } from '@/lib/format/grams';
import type { SaleLineToPost } from './post-sale';

/** What the document that held an item agreed about its price. */
export type HeldItemPrice = {
  kodeBarcode: string;
  hargaJual: number;
  /** The jenis' price per gram the line was priced at (0 for a fixed price). */
  hargaPerGram: number;
  ongkos: number;
  hargaTetap: boolean;
};

/**
 * The sale lines of a pickup: each item held on the reservation shelf for `heldFor`, with the item's own description
 * (name, group, jenis, kadar, weight as the ledger holds it) and the price its document agreed. The weight is the
 * item's: the gram ledger then checks it still weighs that, on the shelf of that document.
 */
export async function heldSaleLines(
  db: Db, heldFor: string, prices: readonly HeldItemPrice[], rounding: { pembulatan: number; pembulatanKebawah: boolean },
): Promise<SaleLineToPost[]> {
  const codes = prices.map((price) => price.kodeBarcode);
  const items = codes.length === 0 ? [] : await db.select({
    kodeBarcode: barang.kodeBarcode, namaBarang: barang.namaBarang, kodeGroup: barang.kodeGroup, kodeDept: barang.kodeDept, kadar: barang.kadar, berat: barang.berat,
  }).from(barang).where(inArray(barang.kodeBarcode, codes));
  const itemOf = new Map(items.map((item) => [item.kodeBarcode, item]));
  return prices.map((price) => {
    const item = itemOf.get(price.kodeBarcode);
    if (!item) throw new AppError('conflict', 'penjualanStokHabis', { barcode: price.kodeBarcode });
    return {
      kodeBarcode: item.kodeBarcode, namaBarang: item.namaBarang, kodeGroup: item.kodeGroup, kodeDept: item.kodeDept, kadar: item.kadar, berat: item.berat,
      hargaPerGram: price.hargaPerGram, ongkos: price.ongkos, hargaTetap: price.hargaTetap, ...rounding,
      hargaHitung: price.hargaJual, hargaJual: price.hargaJual, heldFor,
    };
  });
}

/**
 * A price agreed for several items together (a pre-order's) shared among them by weight, in whole Rupiah: each takes
 * floor(total × its milligrams ÷ all milligrams) and the last takes what is left, so the shares add up to the total.
 */
export function shareByWeight(total: number, weights: readonly string[]): number[] {
  const milligrams = weights.map(toMilligrams);
  const all = milligrams.reduce((sum, one) => sum + one, 0n);
  if (all === 0n) throw new AppError('validation', 'jumlahInvalid');
  const shares = milligrams.map((one) => Number((BigInt(total) * one) / all));
  shares[shares.length - 1] = total - shares.slice(0, -1).reduce((sum, one) => sum + one, 0);
  return shares;
}

