import { and, asc, desc, eq } from 'drizzle-orm';
import { barang } from '@/lib/db/schema/gram-ledger';
import type { ReportDefinition } from '@/lib/reports/definition';
import { jenisOptions } from './jenis-options';

type Row = { kode_barcode: string; kode_group: string; kode_dept: string; kode_intern: string; nama_barang: string; berat: string; harga_jual: number };

/** /laporan-analisis-harga-barang: the shop's stock by sale price, highest or lowest first. */
export const analisisHargaBarang: ReportDefinition<Row> = {
  id: 'analisis-harga-barang',
  path: '/laporan-analisis-harga-barang',
  titleKey: 'laporan-analisis-harga-barang',
  branchSelector: true,
  dateRange: false,
  selects: [
    { name: 'kode_dept', label: 'jenis', options: jenisOptions },
    {
      name: 'sort_by', label: 'sortBy',
      options: async () => [{ value: 'TERTINGGI', label: 'hargaTertinggi', translate: true }, { value: 'TERENDAH', label: 'hargaTerendah', translate: true }],
    },
  ],
  exportName: 'Laporan Analisis Harga Barang',
  pageKey: 'kode_barcode',
  messages: { empty: 'analisisEmpty', available: 'analisisAvailable', failed: 'analisisFailed', emptyText: 'analisisEmptyText' },
  columns: [
    { key: 'kode_barcode', label: 'kode', format: 'text', width: 1.2 },
    { key: 'kode_group', label: 'group', format: 'text', width: 0.7 },
    { key: 'kode_dept', label: 'jenis', format: 'text', width: 0.7 },
    { key: 'kode_intern', label: 'intern', format: 'text' },
    { key: 'nama_barang', label: 'namaBarang', format: 'text', width: 2 },
    { key: 'berat', label: 'berat', format: 'weight3', total: true },
    { key: 'harga_jual', label: 'hargaJual', format: 'money', total: true, width: 1.2 },
  ],
  query({ db, filters }) {
    const dept = filters.values.kode_dept;
    const select = db
      .select({
        kode_barcode: barang.kodeBarcode, kode_group: barang.kodeGroup, kode_dept: barang.kodeDept, kode_intern: barang.kodeIntern,
        nama_barang: barang.namaBarang, berat: barang.berat, harga_jual: barang.hargaJual,
      })
      .from(barang)
      .where(and(eq(barang.kodeToko, filters.kodeToko), eq(barang.status, 'READY'), dept === 'ALL' ? undefined : eq(barang.kodeDept, dept)))
      .$dynamic();
    return { select, orderBy: [filters.values.sort_by === 'TERENDAH' ? asc(barang.hargaJual) : desc(barang.hargaJual), asc(barang.kodeBarcode)] };
  },
};
