import 'server-only';
import { asc } from 'drizzle-orm';
import type { SessionContext } from '../auth/context';
import { requireAccess } from '../auth/require-access';
import { getDb } from '../db/client';
import { toko } from '../db/schema';
import { visibleColumns, type ReportColumn, type ReportDefinition, type SelectOption } from './definition';
import { computeTotals, type ReportTotals } from './format-cell';
import { parseReportFilters, type ParsedFilters } from './filters';

export type ReportRun = {
  parsed: ParsedFilters;
  /** The columns shown for these filters. */
  columns: ReportColumn<Record<string, unknown>>[];
  /** The options of each select, for the form. */
  selectOptions: Record<string, SelectOption[]>;
  shops: { kodeToko: string; namaToko: string; alamatToko: string }[];
  rows: Record<string, unknown>[];
  totals: ReportTotals;
  failed: boolean;
};

/**
 * Parses the URL's filters and, when searched and valid, runs the report's query in the user's shop scope. The
 * report's gate is checked here, before anything is read, for the page and every export alike: the queries trust it.
 */
export async function runReport(definition: ReportDefinition, ctx: SessionContext, params: Record<string, string | undefined>): Promise<ReportRun> {
  requireAccess(ctx, definition.path);
  const db = getDb();
  const shops = await db.select({ kodeToko: toko.kodeToko, namaToko: toko.namaToko, alamatToko: toko.alamatToko }).from(toko).orderBy(asc(toko.kodeToko));
  const selectOptions = Object.fromEntries(
    await Promise.all(definition.selects.map(async (select) => [select.name, await select.options(db)] as const)),
  );
  const parsed = parseReportFilters(params, ctx, shops.map((shop) => shop.kodeToko), {
    dateRange: definition.dateRange,
    selects: definition.selects.map((select) => ({ name: select.name, values: selectOptions[select.name].map((option) => option.value) })),
    inputs: definition.inputs?.map((input) => input.name),
    branchRequired: definition.branchRequired,
  });
  const columns = visibleColumns(definition, parsed.filters.values);
  if (parsed.status !== 'ok') return { parsed, columns, selectOptions, shops, rows: [], totals: {}, failed: false };
  try {
    const rows = await definition.query({ db, ctx, filters: parsed.filters });
    return { parsed, columns, selectOptions, shops, rows, totals: computeTotals(rows, columns), failed: false };
  } catch (error) {
    console.error(`report ${definition.id} failed`, error);
    return { parsed, columns, selectOptions, shops, rows: [], totals: {}, failed: true };
  }
}
