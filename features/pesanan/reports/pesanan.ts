import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { pesanan } from '@/features/pesanan/schema';
import { readRupiah } from '@/lib/format';
import type { KeyIn } from '@/lib/i18n/keys';
import { everyOrOne, type ReportDefinition } from '@/lib/reports/definition';
import { ORDER_FIGURES, ORDER_HEAD, orderFields, type OrderRow } from './order-rows';
import { jakartaDayRange } from '@/lib/time/jakarta';

type Row = OrderRow & { status: string };

/** The order's stages in the report's words (cancelled orders are in Laporan Batal Pesanan). */
export const ORDER_STATUS_LABELS: Record<'OPEN' | 'TIBA' | 'DIAMBIL', KeyIn<'reports', 'options'>> = { OPEN: 'dipesan', TIBA: 'barangDatang', DIAMBIL: 'diambil' };

/**
 * /laporan-pesanan: the orders taken in the period (by order date) with the money paid towards them (down payment and
 * extra payments, jumlah_bayar) and what is left of the estimate (sisa_bayar). An order picked up is settled by its sale,
 * so nothing is left on it. Cancelled orders are not listed: Laporan Batal Pesanan lists them by cancellation date.
 */
export const pesananReport: ReportDefinition<Row> = {
  id: 'pesanan',
  path: '/laporan-pesanan',
  titleKey: 'laporan-pesanan',
  branchSelector: true,
  dateRange: true,
  selects: [everyOrOne('status', 'status', ORDER_STATUS_LABELS)],
  exportName: 'Laporan Pesanan',
  messages: { empty: 'pesananEmpty', available: 'pesananAvailable', failed: 'searchFailed', emptyText: 'pesananEmptyText' },
  columns: [...ORDER_HEAD, ...ORDER_FIGURES, { key: 'status', label: 'status', format: 'text', width: 0.9, valueLabels: ORDER_STATUS_LABELS }],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const status = filters.values.status;
    const select = db
      .select({
        ...orderFields(),
        sisa_bayar: sql<number>`(case when ${inArray(pesanan.status, ['OPEN', 'TIBA'])} then greatest(${pesanan.totalHarga} - ${pesanan.jumlahBayar}, 0) else 0 end)`
          .mapWith(readRupiah).as('sisa_bayar'),
        status: pesanan.status,
      })
      .from(pesanan)
      .where(and(
        eq(pesanan.kodeToko, filters.kodeToko), ne(pesanan.status, 'BATAL'), gte(pesanan.tglPesanan, start), lt(pesanan.tglPesanan, end),
        status && status !== 'SEMUA' ? eq(pesanan.status, status) : undefined,
      ))
      .$dynamic();
    return { select, orderBy: [asc(pesanan.tglPesanan), asc(pesanan.noPesanan)] };
  },
};
