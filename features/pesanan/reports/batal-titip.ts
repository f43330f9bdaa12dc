import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { titipUang } from '@/features/pesanan/schema';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition } from '@/lib/reports/definition';
import { DEPOSIT_COLUMNS, depositFields, type DepositRow } from './order-rows';

type Row = DepositRow;

/** /laporan-batal-titip: money deposits cancelled in the period. */
export const batalTitip: ReportDefinition<Row> = {
  id: 'batal-titip',
  path: '/laporan-batal-titip',
  titleKey: 'laporan-batal-titip',
  branchSelector: true,
  dateRange: true,
  selects: [],
  exportName: 'Laporan Batal Titip',
  messages: { empty: 'batalTitipEmpty', available: 'batalTitipAvailable', failed: 'searchFailed', emptyText: 'titipUangEmptyText' },
  columns: DEPOSIT_COLUMNS,
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const select = db
      .select(depositFields())
      .from(titipUang)
      .where(and(eq(titipUang.kodeToko, filters.kodeToko), eq(titipUang.status, 'BATAL'), gte(titipUang.tglBatal, start), lt(titipUang.tglBatal, end)))
      .$dynamic();
    return { select, orderBy: [asc(titipUang.tglBatal), asc(titipUang.noTitip)] };
  },
};
