import { and, asc, count, desc, ilike, is, or, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
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
  /** The user's scope (a branch sees its own shop's rows): applied first, before any search. */
  where?: SQL;
  columns: Record<string, PgColumn | SQL.Aliased>;
  /** The list's order when no column is chosen; it ends with a unique key so pages never overlap. */
  orderBy: (SQL | PgColumn)[];
  /** A unique key, after a chosen column, for the same reason. */
  unique: PgColumn[];
};

/** The text a search matches in a column: itself for text, its text for numbers and dates, its items for a list. */
export type SearchAs = 'text' | 'list';

const expressionOf = (column: PgColumn | SQL.Aliased): SQL | PgColumn => (is(column, SQL.Aliased) ? column.sql : column);

/** `%q%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case-insensitive search for the text in any of the columns. */
export function searchClause(source: ListSource, searchable: Record<string, SearchAs>, q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...Object.entries(searchable).map(([key, as]) => {
    const expression = expressionOf(source.columns[key]);
    return ilike(as === 'list' ? sql`array_to_string(${expression}, ', ')` : sql`${expression}::text`, pattern);
  }));
}

/**
 * One page of a list and the size of the whole filtered list, both in SQL: scope first, then the search across the
 * searchable columns, ORDER BY a whitelisted column (or the list's own order) then its unique key, LIMIT/OFFSET. A page
 * past the end answers the last page.
 */
export async function findPage<Row>(db: Reader, source: ListSource, input: PageInput, searchable: Record<string, SearchAs>): Promise<Paged<Row>> {
  const where = and(source.where, searchClause(source, searchable, input.q));
  const chosen = input.sort && Object.hasOwn(source.columns, input.sort) ? expressionOf(source.columns[input.sort]) : null;
  const orderBy = chosen ? [input.dir === 'desc' ? desc(chosen) : asc(chosen), ...source.unique.map((key) => asc(key))] : source.orderBy;
  const read = (page: number) => source.from(db, source.columns).where(where).orderBy(...orderBy).limit(input.pageSize).offset((page - 1) * input.pageSize);
  const [[{ total }], rows] = await Promise.all([
    source.from(db, { total: count() }).where(where) as unknown as Promise<{ total: number }[]>,
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
