import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { penjualan, penjualanDetail } from '@/features/penjualan/schema';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition } from '@/lib/reports/definition';
import { STATUS_SELECT } from './status-filter';

type Row = {
  no_faktur_jual: string; kode_barcode: string; nama_barang: string; kode_dept: string; berat: string; harga_per_gram: number;
  ongkos: number; harga_hitung: number; harga_jual: number; disetujui_oleh: string | null;
};

/**
 * Laporan Penjualan Detail: one row per item sold in the period, with the snapshot that made its price (the jenis'
 * price per gram at the sale, ongkos, the computed and rounded price), the price charged and who approved a changed
 * price. Same Status filter as the per-invoice report, so both add up to the same figures.
 */
export const penjualanDetailReport: ReportDefinition<Row> = {
  id: 'penjualan-detail',
  path: '/laporan-penjualan-detail',
  titleKey: 'laporan-penjualan-detail',
  branchSelector: true,
  dateRange: true,
  selects: [STATUS_SELECT],
  exportName: 'Laporan Penjualan Detail',
  messages: { empty: 'penjualanEmpty', available: 'penjualanAvailable', failed: 'penjualanEmpty', emptyText: 'penjualanEmptyText' },
  pdf: { downloadOver: 500 },
  columns: [
    { key: 'no_faktur_jual', label: 'noFakturJual', format: 'text', width: 1.7 },
    { key: 'kode_barcode', label: 'barcode', format: 'text', width: 1.1 },
    { key: 'nama_barang', label: 'namaBarang', format: 'text', width: 1.6 },
    { key: 'kode_dept', label: 'jenis', format: 'text', width: 0.5 },
    { key: 'berat', label: 'berat', format: 'weight3', total: true, width: 0.8 },
    { key: 'harga_per_gram', label: 'hargaPerGram', format: 'money' },
    { key: 'ongkos', label: 'ongkos', format: 'money', total: true },
    { key: 'harga_hitung', label: 'hargaHitung', format: 'money', total: true, width: 1.1 },
    { key: 'harga_jual', label: 'hargaJual', format: 'money', total: true, width: 1.1 },
    { key: 'disetujui_oleh', label: 'disetujuiOleh', format: 'text', width: 0.9, emptyAs: '-' },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const select = db
      .select({
        no_faktur_jual: penjualan.noFakturJual, kode_barcode: penjualanDetail.kodeBarcode, nama_barang: penjualanDetail.namaBarang,
        kode_dept: penjualanDetail.kodeDept, berat: penjualanDetail.berat, harga_per_gram: penjualanDetail.hargaPerGram,
        ongkos: penjualanDetail.ongkos, harga_hitung: penjualanDetail.hargaHitung, harga_jual: penjualanDetail.hargaJual,
        disetujui_oleh: penjualanDetail.disetujuiOleh,
      })
      .from(penjualan)
      .innerJoin(penjualanDetail, eq(penjualanDetail.noFakturJual, penjualan.noFakturJual))
      .where(and(
        eq(penjualan.kodeToko, filters.kodeToko), gte(penjualan.tanggal, start), lt(penjualan.tanggal, end), eq(penjualan.status, filters.values.status),
      ))
      .$dynamic();
    return { select, orderBy: [asc(penjualan.tanggal), asc(penjualan.noFakturJual), asc(penjualanDetail.urutan)] };
  },
};
