import { isValid, parseISO } from 'date-fns';
import type { SessionContext } from '../auth/context';
import { todayInJakarta } from '../format';
import type { ReportFilters } from './definition';
import { validateRange, type FilterErrors } from './date-range';
import { settingFlag } from '../settings/read';

export { validateRange, type FilterErrors };

export type ParsedFilters =
  | { status: 'idle'; filters: ReportFilters }
  | { status: 'invalid'; filters: ReportFilters; errors: FilterErrors }
  | { status: 'ok'; filters: ReportFilters };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Parses a yyyy-MM-dd date; anything else is no date. */
function readDate(value: string | undefined): string | null {
  return value && DATE.test(value) && isValid(parseISO(value)) ? value : null;
}

/**
 * Reads a report's filters from the URL. A branch user always gets their own shop, whatever the URL says;
 * at head office PILIH TOKO picks any shop. Without `cari` the report is idle (the form only).
 */
export function parseReportFilters(
  params: Record<string, string | undefined>,
  ctx: SessionContext,
  shops: string[],
  form: { dateRange: boolean; asOfDate?: boolean; selects: { name: string; values: string[] }[]; inputs?: string[]; branchRequired?: boolean } = { dateRange: true, selects: [] },
  now = new Date(),
): ParsedFilters {
  const today = todayInJakarta(now);
  const tglFrom = readDate(params.tgl_from);
  const tglTo = readDate(params.tgl_to);
  const chosenShop = params.kode_toko && shops.includes(params.kode_toko) ? params.kode_toko : null;
  const requestedShop = chosenShop ?? (form.branchRequired ? '' : ctx.shop.kodeToko);
  const kodeToko = ctx.shop.appType === 'PUSAT' ? requestedShop : ctx.shop.kodeToko;
  // A select takes only one of its own options; anything else in the URL falls back to the first (SEMUA, …).
  const values = Object.fromEntries(
    form.selects.map(({ name, values: options }) => [name, params[name] && options.includes(params[name]!) ? params[name]! : options[0]]),
  );
  // Free text keeps only what a document number can hold.
  for (const name of form.inputs ?? []) values[name] = (params[name] ?? '').trim().replace(/[^A-Za-z0-9./-]/g, '').slice(0, 30);
  // One date (the day a state is taken at): Tanggal is tgl_to, and the period is that day alone.
  const filters = form.asOfDate
    ? { tglFrom: tglTo ?? today, tglTo: tglTo ?? today, kodeToko, values }
    : { tglFrom: tglFrom ?? today, tglTo: tglTo ?? today, kodeToko, values };
  if (!params.cari) return { status: 'idle', filters };
  const errors: FilterErrors = form.asOfDate
    ? (tglTo ? {} : { tglTo: 'tanggalRequired' })
    : form.dateRange ? validateRange(tglFrom, tglTo, settingFlag(ctx.settings, 'PROTEKSI_RENTANG_SATU_BULAN_MODULE')) : {};
  if (!kodeToko) errors.kodeToko = 'tokoRequired';
  return Object.keys(errors).length ? { status: 'invalid', filters, errors } : { status: 'ok', filters };
}
