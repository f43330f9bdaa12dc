import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { penjualan, penjualanDetail } from '@/features/penjualan/schema';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition } from '@/lib/reports/definition';
import { STATUS_LABELS, STATUS_SELECT } from './status-filter';
import { jakartaText } from '@/lib/time/sql';

type Row = {
  no_faktur_jual: string; waktu: string; kode_sales: string; nama_customer: string; pcs: number; total_berat: string; subtotal: number;
  ppn: number; total_harga: number; bayar_tunai: number; bayar_transfer: number; bayar_kartu: number; status: string;
};

/**
 * Laporan Penjualan Per Faktur: one row per sale of the period in the shop, in time order, with its pieces, weight,
 * subtotal, PPN, total and how it was paid (cash applied, transfer, card). The Status filter shows the active sales
 * (default) or the cancelled ones; the totals are those of the rows shown.
 */
export const penjualanPerFaktur: ReportDefinition<Row> = {
  id: 'penjualan-per-faktur',
  path: '/laporan-penjualan-per-faktur',
  titleKey: 'laporan-penjualan-per-faktur',
  branchSelector: true,
  dateRange: true,
  selects: [STATUS_SELECT],
  exportName: 'Laporan Penjualan Per Faktur',
  messages: { empty: 'penjualanEmpty', available: 'penjualanAvailable', failed: 'penjualanEmpty', emptyText: 'penjualanEmptyText' },
  pdf: { downloadOver: 500 },
  columns: [
    { key: 'no_faktur_jual', label: 'noFakturJual', format: 'text', width: 1.7 },
    { key: 'waktu', label: 'waktu', format: 'text', width: 1.2 },
    { key: 'kode_sales', label: 'sales', format: 'text', width: 0.9 },
    { key: 'nama_customer', label: 'namaCustomer', format: 'text', width: 1.3, emptyAs: '-' },
    { key: 'pcs', label: 'pcs', format: 'integer', total: true, width: 0.5 },
    { key: 'total_berat', label: 'totalBerat', format: 'weight3', total: true, width: 0.8 },
    { key: 'subtotal', label: 'subTotal', format: 'money', total: true },
    { key: 'ppn', label: 'ppn', format: 'money', total: true, width: 0.8 },
    { key: 'total_harga', label: 'totalHarga', format: 'money', total: true },
    { key: 'bayar_tunai', label: 'bayarTunai', format: 'money', total: true },
    { key: 'bayar_transfer', label: 'bayarTransfer', format: 'money', total: true },
    { key: 'bayar_kartu', label: 'bayarKartu', format: 'money', total: true },
    { key: 'status', label: 'status', format: 'text', width: 0.8, valueLabels: STATUS_LABELS },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const select = db
      .select({
        no_faktur_jual: penjualan.noFakturJual,
        waktu: jakartaText(penjualan.tanggal, 'YYYY-MM-DD HH24:MI').as('waktu'),
        kode_sales: penjualan.kodeSales,
        nama_customer: penjualan.namaCustomer,
        // Qualified by hand: inside the subquery drizzle's bare column name would name the line's own column.
        pcs: sql<number>`(select count(*) from ${penjualanDetail} d where d.no_faktur_jual = "penjualan"."no_faktur_jual")`.mapWith(Number).as('pcs'),
        total_berat: penjualan.totalBerat,
        subtotal: penjualan.subtotal,
        ppn: penjualan.ppn,
        total_harga: penjualan.totalHarga,
        bayar_tunai: penjualan.bayarTunai,
        bayar_transfer: penjualan.bayarTransfer,
        bayar_kartu: penjualan.bayarKartu,
        status: penjualan.status,
      })
      .from(penjualan)
      .where(and(
        eq(penjualan.kodeToko, filters.kodeToko), gte(penjualan.tanggal, start), lt(penjualan.tanggal, end), eq(penjualan.status, filters.values.status),
      ))
      .$dynamic();
    return { select, orderBy: [asc(penjualan.tanggal), asc(penjualan.noFakturJual)] };
  },
};
