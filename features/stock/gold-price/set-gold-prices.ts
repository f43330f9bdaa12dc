// No 'server-only' marker: Master Parameter Harga Emas and the demo generator set prices through this.
import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { hargaEmas } from '@/features/stock/schema';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { AppError } from '@/lib/errors/app-error';
import { readGoldPrices } from './read-gold-prices';

export type NewGoldPrice = { kodeDept: string; hargaJual: number; hargaBeli: number; createdBy: string };

/**
 * Sets the gold price of some jenis, one row each, appended in one statement (harga_emas refuses updates and deletes,
 * so the history stays whole). A buying price over the selling price is refused on its field. A price equal to the one
 * in force adds nothing (a double click, a retried request). The jenis rows are locked first, in code order: one change
 * at a time per jenis, so the price read here is the one the new row follows.
 */
export async function setGoldPrices(tx: Tx, prices: NewGoldPrice[]): Promise<void> {
  if (prices.length === 0) return;
  if (prices.some((price) => price.hargaBeli > price.hargaJual)) throw new AppError('validation', 'hargaBeliMelebihiJual', {}, 'harga_beli');
  const depts = prices.map((price) => price.kodeDept);
  await tx.select({ kode: jenis.kodeDept }).from(jenis).where(inArray(jenis.kodeDept, depts)).orderBy(asc(jenis.kodeDept)).for('update');
  const current = await readGoldPrices(tx, { depts });
  const changed = prices.filter((price) => {
    const now = current.get(price.kodeDept);
    return !now || now.hargaJual !== price.hargaJual || now.hargaBeli !== price.hargaBeli;
  });
  if (changed.length > 0) await tx.insert(hargaEmas).values(changed);
}
