import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { pesanan } from '@/features/pesanan/schema';
import { readRupiah } from '@/lib/format';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition } from '@/lib/reports/definition';
import { ORDER_FIGURES, ORDER_HEAD, orderFields, type OrderRow } from './order-rows';

type Row = OrderRow & { tgl_batal: Date };

/**
 * /laporan-batal-pesanan: orders cancelled in the period (by cancellation date). The cancellation date is shown beside
 * the spec's order date (Tgl Pesan), or an order placed before the period would seem not to belong to it.
 */
export const batalPesanan: ReportDefinition<Row> = {
  id: 'batal-pesanan',
  path: '/laporan-batal-pesanan',
  titleKey: 'laporan-batal-pesanan',
  branchSelector: true,
  dateRange: true,
  selects: [],
  exportName: 'Laporan Pesanan',
  messages: { empty: 'pesananEmpty', available: 'pesananAvailable', failed: 'searchFailed', emptyText: 'titipUangEmptyText' },
  columns: [...ORDER_HEAD, { key: 'tgl_batal', label: 'tglBatal', format: 'date' }, ...ORDER_FIGURES],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const select = db
      .select({
        ...orderFields(), tgl_batal: pesanan.tglBatal,
        sisa_bayar: sql<number>`(${pesanan.totalHarga} - ${pesanan.jumlahBayar})`.mapWith(readRupiah).as('sisa_bayar'),
      })
      .from(pesanan)
      .where(and(eq(pesanan.kodeToko, filters.kodeToko), eq(pesanan.status, 'BATAL'), gte(pesanan.tglBatal, start), lt(pesanan.tglBatal, end)))
      .$dynamic();
    return { select, orderBy: [asc(pesanan.tglBatal), asc(pesanan.noPesanan)] };
  },
};
