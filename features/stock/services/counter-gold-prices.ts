import 'server-only';
import { asc } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { readDb } from '@/lib/db/transaction';
import { formatDateTime } from '@/lib/format';
import { readGoldPrices } from './masters/gold-price';

/** The counter screens that show the day's gold prices to whoever works them. */
export const COUNTER_PRICE_SCREENS = ['/transaksi-penjualan', '/transaksi-pembelian'] as const;

export type CounterGoldPrice = { kodeDept: string; namaDept: string; hargaJual: number; hargaBeli: number; sejak: string };

/**
 * The gold price in force per jenis (sale and buy price per gram, since when), read-only, for the sale and buyback
 * screens: every counter level sees it there, while the Parameter Harga Emas master stays closed to a cashier. The same
 * reader as the counter's pricing (readGoldPrices), so the panel shows the price a scan is priced with.
 */
export async function findCounterGoldPrices({ ctx, tx }: { ctx: SessionContext; tx?: Tx }): Promise<CounterGoldPrice[]> {
  requireAccess(ctx, COUNTER_PRICE_SCREENS);
  const db = readDb(tx);
  const prices = await readGoldPrices(db);
  const names = await db.select({ kodeDept: jenis.kodeDept, namaDept: jenis.namaDept }).from(jenis).orderBy(asc(jenis.kodeDept));
  return names.flatMap(({ kodeDept, namaDept }) => {
    const price = prices.get(kodeDept);
    if (!price) return [];
    return [{ kodeDept, namaDept, hargaJual: price.hargaJual, hargaBeli: price.hargaBeli, sejak: formatDateTime(price.since).slice(0, 16) }];
  });
}
