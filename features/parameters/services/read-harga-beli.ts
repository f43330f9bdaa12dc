import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { paraHargaBeli } from '../schema';

export type HargaBeliCode = { kodeHarga: string; hargaPerGram: number };

/**
 * Parameter Harga Beli's price codes and their buying price per gram, in code order: all of them (what Transaksi
 * Pembelian offers), or only the given codes (what a buyback's lines name; an unknown code is simply not there).
 */
export async function readHargaBeliCodes(db: Db, codes?: readonly string[]): Promise<HargaBeliCode[]> {
  if (codes?.length === 0) return [];
  return db.select({ kodeHarga: paraHargaBeli.kodeHarga, hargaPerGram: paraHargaBeli.hargaPerGram }).from(paraHargaBeli)
    .where(codes ? inArray(paraHargaBeli.kodeHarga, [...codes]) : undefined).orderBy(asc(paraHargaBeli.kodeHarga));
}
