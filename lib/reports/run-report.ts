import 'server-only';
import { asc } from 'drizzle-orm';
import type { SessionContext } from '../auth/context';
import { getDb } from '../db/client';
import { toko } from '../db/schema';
import type { ReportDefinition } from './definition';
import { computeTotals } from './format-cell';
import { parseReportFilters, type ParsedFilters } from './filters';

export type ReportRun = {
  parsed: ParsedFilters;
  shops: { kodeToko: string; namaToko: string; alamatToko: string }[];
  rows: Record<string, unknown>[];
  totals: Record<string, number>;
  failed: boolean;
};

/** Parses the URL's filters and, when searched and valid, runs the report's query in the user's shop scope. */
export async function runReport(definition: ReportDefinition, ctx: SessionContext, params: Record<string, string | undefined>): Promise<ReportRun> {
  const db = getDb();
  const shops = await db.select({ kodeToko: toko.kodeToko, namaToko: toko.namaToko, alamatToko: toko.alamatToko }).from(toko).orderBy(asc(toko.kodeToko));
  const parsed = parseReportFilters(params, ctx, shops.map((shop) => shop.kodeToko));
  if (parsed.status !== 'ok') return { parsed, shops, rows: [], totals: {}, failed: false };
  try {
    const rows = await definition.query({ db, ctx, filters: parsed.filters });
    return { parsed, shops, rows, totals: computeTotals(rows, definition.columns) as Record<string, number>, failed: false };
  } catch (error) {
    console.error(`report ${definition.id} failed`, error);
    return { parsed, shops, rows: [], totals: {}, failed: true };
  }
}
