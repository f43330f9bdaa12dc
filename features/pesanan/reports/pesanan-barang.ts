import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import { pesanan, pesananDetail } from '@/features/pesanan/schema';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition } from '@/lib/reports/definition';

type Row = { no_pesanan: string; kode_sales: string; tgl_pesanan: Date; deskripsi: string; berat: string; ongkos: number; sub_total: number };

/** /laporan-pesanan-barang: the items of the orders placed in the period (cancelled orders are in their own report). */
export const pesananBarang: ReportDefinition<Row> = {
  id: 'pesanan-barang',
  path: '/laporan-pesanan-barang',
  titleKey: 'laporan-pesanan-barang',
  branchSelector: true,
  dateRange: true,
  selects: [],
  exportName: 'Laporan Pesanan Barang',
  messages: { empty: 'pesananBarangEmpty', available: 'pesananBarangAvailable', failed: 'searchFailed', emptyText: 'pesananBarangEmptyText' },
  columns: [
    { key: 'no_pesanan', label: 'noPesanan', format: 'text', width: 1.6 },
    { key: 'kode_sales', label: 'sales', format: 'text' },
    { key: 'tgl_pesanan', label: 'tglPesan', format: 'date' },
    { key: 'deskripsi', label: 'deskripsi', format: 'text', emptyAs: '-', width: 1.8 },
    { key: 'berat', label: 'berat', format: 'weight2', total: true },
    { key: 'ongkos', label: 'ongkos', format: 'money', total: true },
    { key: 'sub_total', label: 'subTotal', format: 'money', total: true },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const select = db
      .select({
        no_pesanan: pesanan.noPesanan, kode_sales: pesanan.kodeSales, tgl_pesanan: pesanan.tglPesanan, deskripsi: pesananDetail.deskripsi,
        berat: pesananDetail.berat, ongkos: pesananDetail.ongkos, sub_total: pesananDetail.subTotal,
      })
      .from(pesananDetail)
      .innerJoin(pesanan, eq(pesanan.noPesanan, pesananDetail.noPesanan))
      .where(and(eq(pesanan.kodeToko, filters.kodeToko), ne(pesanan.status, 'BATAL'), gte(pesanan.tglPesanan, start), lt(pesanan.tglPesanan, end)))
      .$dynamic();
    return { select, orderBy: [asc(pesanan.tglPesanan), asc(pesanan.noPesanan), asc(pesananDetail.id)] };
  },
};
