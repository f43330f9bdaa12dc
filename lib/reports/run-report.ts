import 'server-only';
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { SessionContext } from '../auth/context';
import { getDb } from '../db/client';
import { cursorBatches } from '../db/cursor';
import { toko } from '@/lib/db/schema/shop';
import { visibleColumns, type ReportArgs, type ReportColumn, type ReportDefinition, type ReportSource, type SelectOption } from './definition';
import { requireAccess } from '../auth/require-access';
import type { GroupTotals, ReportTotals } from './format-cell';
import { readRupiah } from '../format';
import { parseReportFilters, type ParsedFilters } from './filters';

/** Rows per screen page of a report; the PDF and Excel files hold every row. */
export const REPORT_PAGE_SIZE = 100;

export type { GroupTotals, ReportTotals };

export type ReportRun = {
  parsed: ParsedFilters;
  /** The columns shown for these filters. */
  columns: ReportColumn<Record<string, unknown>>[];
  /** The options of each select, for the form. */
  selectOptions: Record<string, SelectOption[]>;
  shops: { kodeToko: string; namaToko: string; alamatToko: string }[];
  /** The rows of the current page only. */
  rows: Record<string, unknown>[];
  /** Grand totals of the whole filtered result, summed in SQL. */
  totals: ReportTotals;
  /** Rows and group headings of the whole result. */
  count: { rows: number; groups: number };
  /** Each group's rows and sums, for a definition with `groupTotals` (else empty). */
  groupTotals: GroupTotals;
  page: number;
  pageSize: number;
  failed: boolean;
};

const isWeight = (column: ReportColumn<Record<string, unknown>>) => column.format === 'weight2' || column.format === 'weight3' || column.format === 'weightDiff';

/** The row count and the sums of the total columns over a report's select: weights exact (numeric in, text out), money whole. */
function sumFields(source: Record<string, SQL>, columns: ReportColumn<Record<string, unknown>>[]): Record<string, SQL> {
  const fields: Record<string, SQL> = { _rows: sql`count(*)`.mapWith(Number) };
  for (const column of columns.filter((c) => c.total)) {
    fields[column.key] = isWeight(column)
      ? sql`coalesce(sum(${source[column.key]}), 0)::text`.mapWith(String)
      : sql`coalesce(sum(${source[column.key]}), 0)`.mapWith(readRupiah);
  }
  return fields;
}

/**
 * Counts and sums the whole filtered result in one aggregate over the report's select: weights stay exact decimals
 * (numeric in, text out), money and quantities whole numbers.
 */
export async function reportTotals(definition: ReportDefinition, args: ReportArgs, columns: ReportColumn<Record<string, unknown>>[]) {
  const source = definition.query(args).select.as('r') as unknown as Record<string, SQL>;
  const fields = sumFields(source, columns);
  if (definition.groupBy) fields._groups = sql`count(distinct ${source[definition.groupBy]})`.mapWith(Number);
  const [{ _rows, _groups, ...totals }] = (await args.db.select(fields).from(source as never)) as Record<string, number | string>[];
  return { totals: totals as ReportTotals, count: { rows: Number(_rows), groups: Number(_groups ?? 0) } };
}

/** Each group's rows and sums, in one aggregate grouped by the group's value (a definition with `groupTotals`). */
export async function reportGroupTotals(definition: ReportDefinition, args: ReportArgs, columns: ReportColumn<Record<string, unknown>>[]): Promise<GroupTotals> {
  if (!definition.groupBy || !definition.groupTotals) return {};
  const source = definition.query(args).select.as('g') as unknown as Record<string, SQL>;
  const key = source[definition.groupBy];
  const rows = (await args.db.select({ ...sumFields(source, columns), _group: sql`${key}::text`.mapWith(String) })
    .from(source as never).groupBy(key)) as Record<string, number | string>[];
  return Object.fromEntries(rows.map(({ _group, _rows, ...totals }) => [String(_group), { rows: Number(_rows), totals: totals as ReportTotals }]));
}

/** One page of rows in the report's order, as the table shows them. */
export async function reportPage(definition: ReportDefinition, args: ReportArgs, page: number, pageSize: number) {
  const rows = definition.pageKey && page > 1
    ? await readByKeys(definition, definition.pageKey, args, page, pageSize)
    : await selectPage(definition.query(args), page, pageSize);
  return definition.present ? definition.present(rows, args) : rows;
}

const selectPage = ({ select, orderBy }: ReportSource, page: number, pageSize: number) =>
  select.orderBy(...orderBy).limit(pageSize).offset((page - 1) * pageSize) as Promise<Record<string, unknown>[]>;

/**
 * The page's keys first, from the report's select with only the key asked for (PostgreSQL drops the other fields, so an
 * index alone answers), then those rows, put back in the keys' order.
 */
async function readByKeys(definition: ReportDefinition, key: string, args: ReportArgs, page: number, pageSize: number) {
  const ordered = (selectPage(definition.query(args), page, pageSize) as unknown as PgSelect).as('p') as unknown as Record<string, SQL>;
  const keys = ((await args.db.select({ key: ordered[key] }).from(ordered as never)) as { key: unknown }[]).map((row) => row.key);
  if (!keys.length) return [];
  const all = definition.query(args).select.as('r') as unknown as Record<string, SQL>;
  const rows = (await args.db.select().from(all as never).where(inArray(all[key], keys))) as Record<string, unknown>[];
  const position = new Map(keys.map((value, index) => [value, index]));
  return rows.sort((a, b) => position.get(a[key])! - position.get(b[key])!);
}

/** Every row in the report's order, a batch at a time (the exports). */
export async function* reportBatches(definition: ReportDefinition, args: ReportArgs, batchSize = 1000): AsyncGenerator<Record<string, unknown>[]> {
  const { select, orderBy } = definition.query(args);
  for await (const rows of cursorBatches<Record<string, unknown>>(select.orderBy(...orderBy), batchSize)) {
    yield definition.present ? await definition.present(rows, args) : rows;
  }
}

const readPage = (value: string | undefined) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * Parses the URL's filters and, when searched and valid, reads in the user's shop scope the current page of rows and
 * the totals of the whole result, both in SQL. A page past the end shows the last page. The report's gate is checked
 * here, before anything is read, for the page and every export alike: the queries trust it.
 */
export async function runReport(definition: ReportDefinition, ctx: SessionContext, params: Record<string, string | undefined>, pageSize = REPORT_PAGE_SIZE): Promise<ReportRun> {
  requireAccess(ctx, definition.path);
  const db = getDb();
  const shops = await db.select({ kodeToko: toko.kodeToko, namaToko: toko.namaToko, alamatToko: toko.alamatToko }).from(toko).orderBy(asc(toko.kodeToko));
  const selectOptions = Object.fromEntries(
    await Promise.all(definition.selects.map(async (select) => [select.name, await select.options(db)] as const)),
  );
  const parsed = parseReportFilters(params, ctx, shops.map((shop) => shop.kodeToko), {
    dateRange: definition.dateRange,
    asOfDate: definition.asOfDate,
    selects: definition.selects.map((select) => ({ name: select.name, values: selectOptions[select.name].map((option) => option.value) })),
    inputs: definition.inputs?.map((input) => input.name),
    branchRequired: definition.branchRequired,
  });
  const columns = visibleColumns(definition, parsed.filters.values);
  let page = readPage(params.page);
  const empty = { parsed, columns, selectOptions, shops, rows: [], totals: {}, count: { rows: 0, groups: 0 }, groupTotals: {}, page: 1, pageSize };
  if (parsed.status !== 'ok') return { ...empty, failed: false };
  try {
    const args = { db, ctx, filters: parsed.filters };
    const [{ totals, count }, firstTry, groupTotals] = await Promise.all([
      reportTotals(definition, args, columns), reportPage(definition, args, page, pageSize), reportGroupTotals(definition, args, columns),
    ]);
    let rows = firstTry;
    const last = Math.max(1, Math.ceil(count.rows / pageSize));
    if (page > last) {
      page = last;
      rows = await reportPage(definition, args, page, pageSize);
    }
    return { parsed, columns, selectOptions, shops, rows, totals, count, groupTotals, page, pageSize, failed: false };
  } catch (error) {
    console.error(`report ${definition.id} failed`, error);
    return { ...empty, failed: true };
  }
}
