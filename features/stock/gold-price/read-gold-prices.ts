// No 'server-only' marker: the demo generator reads the prices in force too.
import { and, desc, inArray, lte } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { readDb } from '@/lib/db/transaction';
import { hargaEmas } from '@/features/stock/schema';

/**
 * The gold price in force, one rule for every reader (the counter, the buyback, the items' prices, the lists): per
 * jenis, the latest harga_emas row not after the moment (now unless given). Rows are only ever appended, so the latest
 * id is the price set last.
 */
export const IN_FORCE_FIELDS = {
  kodeDept: hargaEmas.kodeDept, hargaJual: hargaEmas.hargaJual, hargaBeli: hargaEmas.hargaBeli, since: hargaEmas.createdAt, createdBy: hargaEmas.createdBy,
};
export const IN_FORCE_ORDER = [hargaEmas.kodeDept, desc(hargaEmas.id)];

/** Which prices: some jenis only, at a past moment. */
export type GoldPriceQuery = { depts?: readonly string[]; at?: Date };

const inForceWhere = ({ depts, at }: GoldPriceQuery) =>
  and(depts ? inArray(hargaEmas.kodeDept, [...depts]) : undefined, at ? lte(hargaEmas.createdAt, at) : undefined);

export type GoldPrice = { hargaJual: number; hargaBeli: number; since: Date };

/** The price in force of every jenis that has one (or of `depts`), now or at `at`: see IN_FORCE_FIELDS above. */
export async function readGoldPrices(db: Db = readDb(), query: GoldPriceQuery = {}): Promise<Map<string, GoldPrice>> {
  if (query.depts?.length === 0) return new Map();
  const rows = await db.selectDistinctOn([hargaEmas.kodeDept], IN_FORCE_FIELDS).from(hargaEmas).where(inForceWhere(query)).orderBy(...IN_FORCE_ORDER);
  return new Map(rows.map(({ kodeDept, hargaJual, hargaBeli, since }) => [kodeDept, { hargaJual, hargaBeli, since }]));
}
