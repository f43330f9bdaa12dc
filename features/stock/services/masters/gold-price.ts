import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/client';
import { readDb } from '@/lib/db/transaction';
import { hargaEmas } from '@/features/stock/schema';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { AppError, NotFoundError } from '@/lib/errors/app-error';
import type { MasterService } from '@/lib/masters/services/types';
import type { ListSource } from '@/lib/paging/find-page';
import { jakartaText } from '@/lib/time/sql';
import { readRupiah } from '@/lib/format';

/**
 * The gold price in force, one rule for every reader (the counter, the buyback, the items' prices, the lists): per
 * jenis, the latest harga_emas row not after the moment (now unless given). Rows are only ever appended, so the latest
 * id is the price set last.
 */
const IN_FORCE_FIELDS = {
  kodeDept: hargaEmas.kodeDept, hargaJual: hargaEmas.hargaJual, hargaBeli: hargaEmas.hargaBeli, since: hargaEmas.createdAt, createdBy: hargaEmas.createdBy,
};
const inForceWhere = ({ depts, at }: GoldPriceQuery) =>
  and(depts ? inArray(hargaEmas.kodeDept, [...depts]) : undefined, at ? lte(hargaEmas.createdAt, at) : undefined);
const IN_FORCE_ORDER = [hargaEmas.kodeDept, desc(hargaEmas.id)];

/** Which prices: some jenis only, at a past moment. */
export type GoldPriceQuery = { depts?: readonly string[]; at?: Date };

const now = new QueryBuilder().selectDistinctOn([hargaEmas.kodeDept], IN_FORCE_FIELDS).from(hargaEmas).orderBy(...IN_FORCE_ORDER).as('berlaku');

const columns = {
  kode_dept: jenis.kodeDept,
  nama_dept: jenis.namaDept,
  harga_jual: sql<number>`coalesce(${now.hargaJual}, 0)::int8`.mapWith(readRupiah).as('harga_jual'),
  harga_beli: sql<number>`coalesce(${now.hargaBeli}, 0)::int8`.mapWith(readRupiah).as('harga_beli'),
  // Jakarta time ("23-11-2026 14:05"), as the list shows it.
  berlaku_sejak: sql<string>`coalesce(${jakartaText(now.since, 'DD-MM-YYYY HH24:MI')}, '')`.as('berlaku_sejak'),
  diubah_oleh: sql<string>`coalesce(${now.createdBy}, '')`.as('diubah_oleh'),
};

const listFrom: ListSource['from'] = (db, fields) => db.select(fields).from(jenis).leftJoin(now, eq(now.kodeDept, jenis.kodeDept)).$dynamic();

/**
 * The gold price per gram of every jenis, sale and buy: the list shows each jenis with its price in force, who set it
 * and when; an edit appends a row (harga_emas refuses updates and deletes), so the history stays whole. An edit
 * repeating the price in force adds nothing (a double click, a retried request).
 */
export const hargaEmasService: MasterService = {
  source: () => ({ from: listFrom, columns, orderBy: [asc(jenis.kodeDept)], unique: [jenis.kodeDept] }),
  find: async (db, _ctx, key) => (await listFrom(db, columns).where(eq(jenis.kodeDept, key)))[0],
  async insert() {
    throw NotFoundError();
  },
  async update(tx, ctx, key, value) {
    const hargaJual = Number(value.harga_jual);
    const hargaBeli = Number(value.harga_beli);
    if (hargaBeli > hargaJual) throw new AppError('validation', 'hargaBeliMelebihiJual', {}, 'harga_beli');
    // One change at a time per jenis: the latest row read below is the one the new row follows.
    await tx.select({ kode: jenis.kodeDept }).from(jenis).where(eq(jenis.kodeDept, key)).for('update');
    const current = (await readGoldPrices(tx, { depts: [key] })).get(key);
    if (current && current.hargaJual === hargaJual && current.hargaBeli === hargaBeli) return;
    await tx.insert(hargaEmas).values({ kodeDept: key, hargaJual, hargaBeli, createdBy: ctx.user.userId });
  },
  async remove() {
    throw NotFoundError();
  },
};

export type GoldPrice = { hargaJual: number; hargaBeli: number; since: Date };

/** The price in force of every jenis that has one (or of `depts`), now or at `at`: see IN_FORCE_FIELDS above. */
export async function readGoldPrices(db: Db = readDb(), query: GoldPriceQuery = {}): Promise<Map<string, GoldPrice>> {
  if (query.depts?.length === 0) return new Map();
  const rows = await db.selectDistinctOn([hargaEmas.kodeDept], IN_FORCE_FIELDS).from(hargaEmas).where(inForceWhere(query)).orderBy(...IN_FORCE_ORDER);
  return new Map(rows.map(({ kodeDept, hargaJual, hargaBeli, since }) => [kodeDept, { hargaJual, hargaBeli, since }]));
}

export const HISTORY_SORTABLE = ['created_at', 'kode_dept', 'harga_jual', 'harga_beli', 'created_by'] as const;

/** Every change of the gold price, of one jenis or all, newest first (the history view, paged in SQL). */
export function goldPriceHistorySource(kodeDept: string | null): ListSource {
  return {
    from: (db, fields) => db.select(fields).from(hargaEmas).innerJoin(jenis, eq(jenis.kodeDept, hargaEmas.kodeDept)).$dynamic(),
    where: kodeDept ? eq(hargaEmas.kodeDept, kodeDept) : undefined,
    columns: {
      id: hargaEmas.id,
      created_at: jakartaText(hargaEmas.createdAt, 'DD-MM-YYYY HH24:MI:SS').as('created_at'),
      kode_dept: hargaEmas.kodeDept,
      nama_dept: jenis.namaDept,
      harga_jual: hargaEmas.hargaJual,
      harga_beli: hargaEmas.hargaBeli,
      created_by: hargaEmas.createdBy,
    },
    orderBy: [desc(hargaEmas.id)],
    unique: [hargaEmas.id],
  };
}
