import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { pesanan } from '@/features/pesanan/schema';
import { readRupiah } from '@/lib/format';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition } from '@/lib/reports/definition';

type Row = {
  no_pesanan: string; kode_sales: string; tanggal: Date; tgl_batal: Date; total_berat: string; total_qty: number;
  ongkos: number; total_harga: number; jumlah_bayar: number; sisa_bayar: number;
};

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
  columns: [
    { key: 'no_pesanan', label: 'noPesanan', format: 'text', width: 1.6 },
    { key: 'kode_sales', label: 'sales', format: 'text' },
    { key: 'tanggal', label: 'tglPesan', format: 'date' },
    { key: 'tgl_batal', label: 'tglBatal', format: 'date' },
    { key: 'total_berat', label: 'totalBerat', format: 'weight2', total: true },
    { key: 'total_qty', label: 'totalQty', format: 'integer', total: true, width: 0.7 },
    { key: 'ongkos', label: 'ongkos', format: 'money', total: true },
    { key: 'total_harga', label: 'totalHarga', format: 'money', total: true },
    { key: 'jumlah_bayar', label: 'jumlahBayar', format: 'money', total: true },
    { key: 'sisa_bayar', label: 'sisaBayar', format: 'money', total: true },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const select = db
      .select({
        no_pesanan: pesanan.noPesanan, kode_sales: pesanan.kodeSales, tanggal: pesanan.tglPesanan, tgl_batal: pesanan.tglBatal, total_berat: pesanan.totalBerat,
        total_qty: pesanan.totalQty, ongkos: pesanan.ongkos, total_harga: pesanan.totalHarga, jumlah_bayar: pesanan.jumlahBayar,
        sisa_bayar: sql<number>`(${pesanan.totalHarga} - ${pesanan.jumlahBayar})`.mapWith(readRupiah).as('sisa_bayar'),
      })
      .from(pesanan)
      .where(and(eq(pesanan.kodeToko, filters.kodeToko), eq(pesanan.status, 'BATAL'), gte(pesanan.tglBatal, start), lt(pesanan.tglBatal, end)))
      .$dynamic();
    return { select, orderBy: [asc(pesanan.tglBatal), asc(pesanan.noPesanan)] };
  },
};
