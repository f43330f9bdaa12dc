// No 'server-only' marker: Parameter Harga Beli and the demo generator add price codes through this.
import type { Tx } from '@/lib/db/client';
import { paraHargaBeli } from './schema';

export type NewBuyPrice = { kodeHarga: string; hargaPerGram: number; createdBy: string };

/** Buying price codes (Parameter Harga Beli), in one statement. */
export async function addBuyPrices(tx: Tx, prices: NewBuyPrice[]): Promise<void> {
  if (prices.length === 0) return;
  await tx.insert(paraHargaBeli).values(prices.map((price) => ({ ...price, updatedBy: price.createdBy })));
}
