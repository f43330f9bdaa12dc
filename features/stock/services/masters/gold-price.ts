import { asc, desc, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { hargaEmas } from '@/features/stock/schema';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { NotFoundError } from '@/lib/errors/app-error';
import type { MasterService } from '@/lib/masters/services/types';
import type { ListSource } from '@/lib/paging/find-page';
import { jakartaText } from '@/lib/time/sql';
import { readRupiah } from '@/lib/format';
import { IN_FORCE_FIELDS, IN_FORCE_ORDER } from '../../gold-price/read-gold-prices';
import { setGoldPrices } from '../../gold-price/set-gold-prices';

export { readGoldPrices, type GoldPrice } from '../../gold-price/read-gold-prices';

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
    await setGoldPrices(tx, [{ kodeDept: key, hargaJual: Number(value.harga_jual), hargaBeli: Number(value.harga_beli), createdBy: ctx.user.userId }]);
  },
  async remove() {
    throw NotFoundError();
  },
};

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
