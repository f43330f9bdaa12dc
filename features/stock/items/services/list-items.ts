import 'server-only';
import { and, asc, eq, ilike, like, notInArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Db } from '@/lib/db/client';
import { barang } from '@/lib/db/schema/gram-ledger';
import { CUSTODY_STATES } from '@/lib/ledger/stock/states';
import { readDb } from '@/lib/db/transaction';
import { containsPattern, findPage, type ListSource } from '@/lib/paging/find-page';
import type { PageInput, Paged } from '@/lib/paging/page-params';
import { parseInput } from '@/lib/validation/parse-input';
import { ITEM_STATUSES } from '../item-sorts';
import type { ItemRow } from '../types';

const filterCode = z.string().trim().max(30).optional().transform((value) => (value ? value.toUpperCase() : undefined));
/** Data Barang's filters, from the URL: codes upper-cased (§3 item search). */
export const itemFiltersSchema = z.object({
  group: filterCode, jenis: filterCode, gudang: filterCode, baki: filterCode,
  status: z.string().optional().transform((value) => ITEM_STATUSES.find((status) => status === value?.trim().toUpperCase())),
});
export type ItemFilters = z.infer<typeof itemFiltersSchema>;

/** The shop's own goods: a pledged or redeemed item is a customer's gold in custody, never in Data Barang or a scan (decision 031). */
export const notInCustody = notInArray(barang.status, [...CUSTODY_STATES]);

const columns = {
  kodeBarcode: barang.kodeBarcode, namaBarang: barang.namaBarang, kodeIntern: barang.kodeIntern, kodeGroup: barang.kodeGroup,
  kodeDept: barang.kodeDept, kadar: barang.kadar, berat: barang.berat, beratKotor: barang.beratKotor, size: barang.size,
  ongkos: barang.ongkos, hargaTetap: barang.hargaTetap, hargaJual: barang.hargaJual, kodeGudang: barang.kodeGudang, kodeBaki: barang.kodeBaki,
  kodeSupplier: barang.kodeSupplier, kodeBandrol: barang.kodeBandrol, status: barang.status,
};
export type { ItemRow };

/** `q` as a barcode prefix (upper-cased, the PK's pattern index) or, from 3 characters, anywhere in the name (trigrams). */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const prefix = `${text.toUpperCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const byCode = like(barang.kodeBarcode, prefix);
  // Under 3 characters a trigram index cannot answer a name: only the barcode is searched.
  return text.length >= 3 ? or(byCode, ilike(barang.namaBarang, containsPattern(text))) : byCode;
}

/**
 * Data Barang: every item of the user's shop, a page at a time in SQL (findPage's deferred join on `barang` alone),
 * searched by barcode prefix or name and filtered by group, jenis, warehouse, tray and status.
 */
export async function listItems({ ctx, input, db = readDb() }: { ctx: SessionContext; input: PageInput & { filters: z.input<typeof itemFiltersSchema> }; db?: Db }): Promise<Paged<ItemRow>> {
  requireAccess(ctx, '/data-barang');
  const filters = parseInput(itemFiltersSchema, input.filters);
  const where = and(
    eq(barang.kodeToko, ctx.shop.kodeToko),
    notInCustody,
    filters.group ? eq(barang.kodeGroup, filters.group) : undefined,
    filters.jenis ? eq(barang.kodeDept, filters.jenis) : undefined,
    filters.gudang ? eq(barang.kodeGudang, filters.gudang) : undefined,
    filters.baki ? eq(barang.kodeBaki, filters.baki) : undefined,
    filters.status ? eq(barang.status, filters.status) : undefined,
    searchCondition(input.q),
  );
  const source: ListSource = {
    from: (reader, fields) => reader.select(fields).from(barang).$dynamic(),
    table: barang,
    where,
    columns,
    orderBy: [asc(barang.kodeBarcode)],
    unique: [barang.kodeBarcode],
  };
  return findPage<ItemRow>(db, source, { ...input, q: '' }, {});
}

/**
 * What a scan found of the user's shop's items by its exact barcode, whatever its state: null when the shop has no
 * such item (an unknown code, a typo, another shop's item: "Barang tidak ditemukan"); the row with its status
 * otherwise (an item in custody, pledged or redeemed, is no item of the shop: null), so a scan tells a sold or missing item ("Stok habis") from one that does not exist. One primary-key read;
 * the caller has checked its own screen's access.
 */
export async function findShopItemByBarcode(ctx: SessionContext, code: string, db: Db = readDb()): Promise<ItemRow | null> {
  const kodeBarcode = code.trim().toUpperCase();
  if (!kodeBarcode) return null;
  const [row] = await db.select(columns).from(barang).where(and(eq(barang.kodeBarcode, kodeBarcode), eq(barang.kodeToko, ctx.shop.kodeToko), notInCustody));
  return (row as ItemRow | undefined) ?? null;
}

/**
 * The scan path (Pindah Barang, opname, the counter): a READY item of the user's shop by its exact barcode, or null.
 * One primary-key read; the caller has checked its own screen's access.
 */
export async function findReadyItemByBarcode(ctx: SessionContext, code: string, db: Db = readDb()): Promise<ItemRow | null> {
  const kodeBarcode = code.trim().toUpperCase();
  if (!kodeBarcode) return null;
  const [row] = await db.select(columns).from(barang)
    .where(and(eq(barang.kodeBarcode, kodeBarcode), eq(barang.kodeToko, ctx.shop.kodeToko), eq(barang.status, 'READY')));
  return (row as ItemRow | undefined) ?? null;
}

