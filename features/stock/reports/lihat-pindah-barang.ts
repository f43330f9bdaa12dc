import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { pindahBarang } from '@/features/stock/schema';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition } from '@/lib/reports/definition';

type Row = { no_pindah: string; kode_gudang: string; kode_baki: string; total_qty: number; total_berat: string; input_by: string };

/** /lihat-pindah-barang: the stock transfers of a period, each with its TANDA TERIMA receipt as PDF and Excel. */
export const lihatPindahBarang: ReportDefinition<Row> = {
  id: 'lihat-pindah-barang',
  path: '/lihat-pindah-barang',
  titleKey: 'lihat-pindah-barang',
  branchSelector: false,
  dateRange: true,
  selects: [],
  searchLabel: 'cari',
  exports: false,
  exportName: 'Pindah Barang',
  messages: { empty: 'pindahEmpty', available: 'pindahAvailable', failed: 'pindahEmpty', emptyText: 'pindahEmptyText' },
  columns: [
    { key: 'no_pindah', label: 'noPindah', format: 'text' },
    { key: 'kode_gudang', label: 'gudangTujuan', format: 'text' },
    { key: 'kode_baki', label: 'bakiTujuan', format: 'text' },
    { key: 'total_qty', label: 'totalQty', format: 'integer' },
    { key: 'total_berat', label: 'totalBerat', format: 'weight3' },
    { key: 'input_by', label: 'inputBy', format: 'text' },
  ],
  rowLinks: (row) => [
    // Every print here is a reprint of the receipt given at the transfer: a supervisor authorizes each one.
    { label: 'exportPdf', href: `/api/pindah-barang/${encodeURIComponent(row.no_pindah)}/pdf`, newWindow: true, authorization: { fitur: 'CETAK_ULANG_PINDAH_BARANG', subject: documentSubject(row.no_pindah, 'cetak') } },
    { label: 'exportExcel', href: `/api/pindah-barang/${encodeURIComponent(row.no_pindah)}/xlsx`, authorization: { fitur: 'CETAK_ULANG_PINDAH_BARANG', subject: documentSubject(row.no_pindah, 'cetak') } },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const select = db
      .select({
        no_pindah: pindahBarang.noPindah, kode_gudang: pindahBarang.kodeGudang, kode_baki: pindahBarang.kodeBaki,
        total_qty: pindahBarang.totalQty, total_berat: pindahBarang.totalBerat, input_by: pindahBarang.inputBy,
      })
      .from(pindahBarang)
      .where(and(eq(pindahBarang.kodeToko, filters.kodeToko), gte(pindahBarang.tanggal, start), lt(pindahBarang.tanggal, end)))
      .$dynamic();
    return { select, orderBy: [asc(pindahBarang.noPindah)] };
  },
};
