import { and, asc, count, desc, ilike, is, or, SQL, sql } from 'drizzle-orm';
import { PgColumn, type PgSelect, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { cursorBatches } from '../db/cursor';
import type { PageInput, Paged } from './page-params';

type Reader = Pick<Db, 'select'>;

/**
 * A list as SQL: its select for any fields (its table and joins), the user's scope, its columns by the row's keys and its
 * own order. Paging, sorting, searching and counting happen in the database (`findPage`).
 */
export type ListSource = {
  from: (db: Reader, fields: SelectedFields) => PgSelect;
  /**
   * The list's own table, when every join of `from` keeps one row per row of it (many-to-one on a required foreign key)
   * and `where` and `orderBy` name only its columns. Counting and choosing a page's keys then read this table alone, through its
   * indexes, whenever neither the search nor the order needs a joined column.
   */
  table?: PgTable;
  /** The user's scope (a branch sees its own shop's rows): applied first, before any search. */
  where?: SQL;
  columns: Record<string, PgColumn | SQL.Aliased>;
  /**
   * A joined column searched in its own small table first (the shops whose name matches), then named on the list's table
   * (`kode_toko in (…)`), so that every arm of the search has an index: the pattern in, the condition out, or undefined
   * when nothing matched.
   */
  searchVia?: Record<string, (db: Reader, pattern: string) => Promise<SQL | undefined>>;
  /** The list's order when no column is chosen; it ends with a unique key so pages never overlap. */
  orderBy: (SQL | PgColumn)[];
  /** A unique key of the list's table, after a chosen column, for the same reason. */
  unique: PgColumn[];
};

/** The text a search matches in a column: itself for text, its text for numbers and dates, its items for a list. */
export type SearchAs = 'text' | 'list';

const expressionOf = (column: PgColumn | SQL.Aliased): SQL | PgColumn => (is(column, SQL.Aliased) ? column.sql : column);

/** `%q%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Each searched column with its condition (none for a looked-up column that matched nothing). */
async function searchConditions(db: Reader, source: ListSource, searchable: Record<string, SearchAs>, q: string) {
  const pattern = containsPattern(q);
  const found = await Promise.all(Object.entries(searchable).map(async ([key, as]) => {
    const via = source.searchVia?.[key];
    if (via) return { column: null, condition: await via(db, pattern) };
    const expression = expressionOf(source.columns[key]);
    return { column: source.columns[key], condition: ilike(as === 'list' ? sql`array_to_string(${expression}, ', ')` : sql`${expression}::text`, pattern) };
  }));
  return found.filter((arm): arm is typeof arm & { condition: SQL } => arm.condition !== undefined);
}

/**
 * One page of a list and the size of the whole filtered list, both in SQL: scope first, then the search across the
 * searchable columns, ORDER BY a whitelisted column (or the list's own order) then its unique key, LIMIT/OFFSET. A page
 * past the end answers the last page.
 *
 * A deep page skips its OFFSET rows on the keys only (a deferred join): the keys of the page are chosen first, on the
 * list's own table through an index when it can (`table`), then only those rows are read with their joins. The count
 * reads the own table alone in the same cases; a search is answered by the columns' trigram indexes.
 */
export async function findPage<Row>(db: Reader, source: ListSource, input: PageInput, searchable: Record<string, SearchAs>): Promise<Paged<Row>> {
  const searched = input.q ? await searchConditions(db, source, searchable, input.q) : [];
  // A search that matches in no column (possible only when every column is looked up) finds nothing.
  const where = and(source.where, input.q ? (searched.length ? or(...searched.map(({ condition }) => condition)) : sql`false`) : undefined);
  const chosen = input.sort && Object.hasOwn(source.columns, input.sort) ? source.columns[input.sort] : null;
  const direction = input.dir === 'desc' ? desc : asc;
  // The unique key follows the chosen direction, so that one index read backwards serves a descending sort.
  const orderBy = chosen ? [direction(expressionOf(chosen)), ...source.unique.map((key) => direction(key))] : source.orderBy;
  const isOwn = (column: PgColumn | SQL.Aliased | null) => column === null || (is(column, PgColumn) && column.table === source.table);
  const isNarrow = source.table !== undefined && isOwn(chosen) && searched.every(({ column }) => isOwn(column));
  const keysFrom = (fields: SelectedFields) => (isNarrow ? db.select(fields).from(source.table!).$dynamic() : source.from(db, fields));
  const keyFields = Object.fromEntries(source.unique.map((key, index) => [`k${index}`, key]));
  const keyList = sql.join(source.unique, sql`, `);
  const read = (page: number) => {
    const keys = keysFrom(keyFields).where(where).orderBy(...orderBy).limit(input.pageSize).offset((page - 1) * input.pageSize);
    return source.from(db, source.columns).where(sql`(${keyList}) in ${keys}`).orderBy(...orderBy);
  };
  const [[{ total }], rows] = await Promise.all([
    keysFrom({ total: count() }).where(where) as unknown as Promise<{ total: number }[]>,
    read(input.page) as unknown as Promise<Row[]>,
  ]);
  const last = Math.max(1, Math.ceil(total / input.pageSize));
  if (input.page <= last) return { data: rows, meta: { total, page: input.page, pageSize: input.pageSize } };
  return { data: (await read(last)) as unknown as Row[], meta: { total, page: last, pageSize: input.pageSize } };
}

/** Every row of a list in its own order (the app's catalogue API, which has no paging). */
export async function findAll<Row>(db: Reader, source: ListSource): Promise<Row[]> {
  return (await source.from(db, source.columns).where(source.where).orderBy(...source.orderBy)) as unknown as Row[];
}

/** Every row of a list in its own order, a batch at a time through a cursor (a streamed export). */
export function listBatches<Row>(db: Reader, source: ListSource, batchSize = 1000): AsyncGenerator<Row[]> {
  return cursorBatches<Row>(source.from(db, source.columns).where(source.where).orderBy(...source.orderBy), batchSize);
}
