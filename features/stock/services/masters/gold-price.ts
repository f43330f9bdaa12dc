import { asc, desc, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/client';
import { readDb } from '@/lib/db/transaction';
import { hargaEmas, jenis } from '@/lib/db/schema';
import { AppError, NotFoundError } from '@/lib/errors/app-error';
import type { MasterService } from '@/lib/masters/services/types';
import type { ListSource } from '@/lib/paging/find-page';
import { jakartaText } from '@/lib/time/sql';

/** The latest row of each jenis: the price in force. */
const now = new QueryBuilder().selectDistinctOn([hargaEmas.kodeDept], {
  kodeDept: hargaEmas.kodeDept, hargaJual: hargaEmas.hargaJual, hargaBeli: hargaEmas.hargaBeli, createdAt: hargaEmas.createdAt, createdBy: hargaEmas.createdBy,
}).from(hargaEmas).orderBy(hargaEmas.kodeDept, desc(hargaEmas.id)).as('berlaku');

const columns = {
  kode_dept: jenis.kodeDept,
  nama_dept: jenis.namaDept,
  harga_jual: sql<number>`coalesce(${now.hargaJual}, 0)::int8`.mapWith(Number).as('harga_jual'),
  harga_beli: sql<number>`coalesce(${now.hargaBeli}, 0)::int8`.mapWith(Number).as('harga_beli'),
  // Jakarta time ("23-11-2026 14:05"), as the list shows it.
  berlaku_sejak: sql<string>`coalesce(${jakartaText(now.createdAt, 'DD-MM-YYYY HH24:MI')}, '')`.as('berlaku_sejak'),
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
    const [current] = await tx.select().from(hargaEmas).where(eq(hargaEmas.kodeDept, key)).orderBy(desc(hargaEmas.id)).limit(1);
    if (current && current.hargaJual === hargaJual && current.hargaBeli === hargaBeli) return;
    await tx.insert(hargaEmas).values({ kodeDept: key, hargaJual, hargaBeli, createdBy: ctx.user.userId });
  },
  async remove() {
    throw NotFoundError();
  },
};

export type GoldPrice = { hargaJual: number; hargaBeli: number; since: Date };

/** The price in force of every jenis that has one: what the counter and item pricing read. */
export async function readGoldPrices(db: Db = readDb()): Promise<Map<string, GoldPrice>> {
  const rows = await db.selectDistinctOn([hargaEmas.kodeDept], {
    kodeDept: hargaEmas.kodeDept, hargaJual: hargaEmas.hargaJual, hargaBeli: hargaEmas.hargaBeli, since: hargaEmas.createdAt,
  }).from(hargaEmas).orderBy(hargaEmas.kodeDept, desc(hargaEmas.id));
  return new Map(rows.map(({ kodeDept, ...price }) => [kodeDept, price]));
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
