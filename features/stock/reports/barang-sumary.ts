import { asc, eq } from 'drizzle-orm';
import { jenis, saldoStok } from '@/lib/db/schema/gram-ledger';
import type { ReportDefinition } from '@/lib/reports/definition';

type Row = { kode_dept: string; nama_dept: string; jumlah: number; berat: string };

/**
 * /laporan-barang-sumary: the shop's stock per jenis, pieces and grams, from the gram ledger's balance (saldo_stok,
 * equal to the READY items by stock_balance_mismatches). Hidden from all but the owner while HIDE_SALDO_BARANG_SUMMARY
 * is on: the route's gate (lib/routes/table.ts), which the engine checks before reading.
 */
export const barangSumary: ReportDefinition<Row> = {
  id: 'barang-sumary',
  path: '/laporan-barang-sumary',
  titleKey: 'laporan-barang-sumary',
  branchSelector: true,
  dateRange: false,
  selects: [],
  exportName: 'Laporan Barang Summary',
  messages: { empty: 'stockEmpty', available: 'stockAvailable', failed: 'searchFailed', emptyText: 'stockEmptyText' },
  pdf: { orientation: 'portrait', printedByShop: true },
  columns: [
    { key: 'kode_dept', label: 'jenis', format: 'text', width: 0.8 },
    { key: 'nama_dept', label: 'namaJenis', format: 'text', width: 2 },
    { key: 'jumlah', label: 'jumlah', format: 'integer', total: true },
    { key: 'berat', label: 'berat', format: 'weight3', total: true },
  ],
  query({ db, filters }) {
    const select = db
      .select({ kode_dept: saldoStok.kodeDept, nama_dept: jenis.namaDept, jumlah: saldoStok.qty, berat: saldoStok.berat })
      .from(saldoStok)
      .innerJoin(jenis, eq(jenis.kodeDept, saldoStok.kodeDept))
      .where(eq(saldoStok.kodeToko, filters.kodeToko))
      .$dynamic();
    return { select, orderBy: [asc(saldoStok.kodeDept)] };
  },
};
