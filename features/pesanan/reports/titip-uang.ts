import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import { titipUang } from '@/features/pesanan/schema';
import type { KeyIn } from '@/lib/i18n/keys';
import { everyOrOne, type ReportDefinition } from '@/lib/reports/definition';
import { DEPOSIT_COLUMNS, depositFields, type DepositRow } from './order-rows';
import { jakartaDayRange } from '@/lib/time/jakarta';

type Row = DepositRow & { tanggal: Date; status: string };

/** A deposit's state in the report's words (cancelled deposits are in Laporan Batal Titip). */
export const DEPOSIT_STATUS_LABELS: Record<'AKTIF' | 'TERJUAL', KeyIn<'reports', 'options'>> = { AKTIF: 'aktif', TERJUAL: 'terjual' };

/**
 * /laporan-titip-uang: the money deposits taken in the period (by their date), §3's deposit row with the day and the
 * state: still held (AKTIF) or settled by the sale of the item (TERJUAL). Cancelled deposits are in Laporan Batal Titip.
 */
export const titipUangReport: ReportDefinition<Row> = {
  id: 'titip-uang',
  path: '/laporan-titip-uang',
  titleKey: 'laporan-titip-uang',
  branchSelector: true,
  dateRange: true,
  selects: [everyOrOne('status', 'status', DEPOSIT_STATUS_LABELS)],
  exportName: 'Laporan Titip Uang',
  messages: { empty: 'titipUangEmpty', available: 'titipUangAvailable', failed: 'searchFailed', emptyText: 'titipUangEmptyText' },
  columns: [
    { key: 'tanggal', label: 'tanggal', format: 'date' },
    ...DEPOSIT_COLUMNS,
    { key: 'status', label: 'status', format: 'text', width: 0.8, valueLabels: DEPOSIT_STATUS_LABELS },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const status = filters.values.status;
    const select = db
      .select({
        tanggal: titipUang.tanggal, ...depositFields(), status: titipUang.status,
      })
      .from(titipUang)
      .where(and(
        eq(titipUang.kodeToko, filters.kodeToko), ne(titipUang.status, 'BATAL'), gte(titipUang.tanggal, start), lt(titipUang.tanggal, end),
        status && status !== 'SEMUA' ? eq(titipUang.status, status) : undefined,
      ))
      .$dynamic();
    return { select, orderBy: [asc(titipUang.tanggal), asc(titipUang.noTitip)] };
  },
};
