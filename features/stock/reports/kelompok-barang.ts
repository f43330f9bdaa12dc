import { and, asc, eq, sql } from 'drizzle-orm';
import { barang } from '@/lib/db/schema/gram-ledger';
import { readRupiah } from '@/lib/format';
import type { ReportDefinition } from '@/lib/reports/definition';
import { jenisOptions } from './jenis-options';

type Row = { nama_barang: string; size: string; berat: string; jumlah: number; sub_total: number };

const withSize = (values: Record<string, string>) => values.group_by === 'NAMA_BARANG_SIZE';

/** /laporan-kelompok-barang: the shop's stock grouped by item name, or by name and size. A4 portrait. */
export const kelompokBarang: ReportDefinition<Row> = {
  id: 'kelompok-barang',
  path: '/laporan-kelompok-barang',
  titleKey: 'laporan-kelompok-barang',
  branchSelector: true,
  dateRange: false,
  selects: [
    { name: 'kode_dept', label: 'jenis', options: jenisOptions },
    {
      name: 'group_by', label: 'berdasarkan',
      options: async () => [{ value: 'NAMA_BARANG', label: 'namaBarang', translate: true }, { value: 'NAMA_BARANG_SIZE', label: 'namaBarangSize', translate: true }],
    },
  ],
  exportName: 'Laporan Kelompok Barang',
  messages: { empty: 'kelompokEmpty', available: 'kelompokAvailable', failed: 'kelompokEmpty', emptyText: 'kelompokEmptyText' },
  pdf: { orientation: 'portrait', printedByShop: true },
  columns: [
    { key: 'nama_barang', label: 'namaBarang', format: 'text', width: 2.2 },
    { key: 'size', label: 'size', format: 'text', emptyAs: '-', width: 0.6, when: withSize },
    { key: 'berat', label: 'berat', format: 'weight3', total: true },
    { key: 'jumlah', label: 'jumlah', format: 'integer', total: true, width: 0.7 },
    { key: 'sub_total', label: 'subTotal', format: 'money', total: true, width: 1.2 },
  ],
  query({ db, filters }) {
    const dept = filters.values.kode_dept;
    const bySize = withSize(filters.values);
    const groups = bySize ? [barang.namaBarang, barang.size] : [barang.namaBarang];
    const select = db
      .select({
        nama_barang: barang.namaBarang,
        size: bySize ? barang.size : sql<string>`''`.as('size'),
        berat: sql<string>`sum(${barang.berat})`.as('berat'),
        jumlah: sql<number>`count(*)::int`.as('jumlah'),
        sub_total: sql<number>`sum(${barang.hargaJual})`.mapWith(readRupiah).as('sub_total'),
      })
      .from(barang)
      .where(and(eq(barang.kodeToko, filters.kodeToko), eq(barang.status, 'READY'), dept === 'ALL' ? undefined : eq(barang.kodeDept, dept)))
      .groupBy(...groups)
      .$dynamic();
    return { select, orderBy: groups.map((column) => asc(column)) };
  },
};
