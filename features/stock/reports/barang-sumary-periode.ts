import { and, asc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { jenis, mutasiStok } from '@/lib/db/schema/gram-ledger';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition } from '@/lib/reports/definition';

type Row = {
  kode_dept: string; nama_dept: string; qty_awal: number; berat_awal: string; qty_masuk: number; berat_masuk: string;
  qty_keluar: number; berat_keluar: string; qty_akhir: number; berat_akhir: string;
};

/**
 * /laporan-barang-sumary-periode: per jenis, the opening balance (every entry before the first day), what came in (the
 * positive entries of the period) and went out (the negative ones, shown positive), and the closing balance
 * (opening + in − out), in pieces and grams, from the gram ledger; days are Jakarta days.
 */
export const barangSumaryPeriode: ReportDefinition<Row> = {
  id: 'barang-sumary-periode',
  path: '/laporan-barang-sumary-periode',
  titleKey: 'laporan-barang-sumary-periode',
  branchSelector: true,
  dateRange: true,
  selects: [],
  exportName: 'Laporan Barang Summary Periode',
  messages: { empty: 'stockEmpty', available: 'stockAvailable', failed: 'searchFailed', emptyText: 'stockEmptyText' },
  pdf: { printedByShop: true },
  columns: [
    { key: 'kode_dept', label: 'jenis', format: 'text', width: 0.7 },
    { key: 'nama_dept', label: 'namaJenis', format: 'text', width: 1.5 },
    { key: 'qty_awal', label: 'qtyAwal', format: 'integer', total: true },
    { key: 'berat_awal', label: 'beratAwal', format: 'weight3', total: true },
    { key: 'qty_masuk', label: 'qtyMasuk', format: 'integer', total: true },
    { key: 'berat_masuk', label: 'beratMasuk', format: 'weight3', total: true },
    { key: 'qty_keluar', label: 'qtyKeluar', format: 'integer', total: true },
    { key: 'berat_keluar', label: 'beratKeluar', format: 'weight3', total: true },
    { key: 'qty_akhir', label: 'qtyAkhir', format: 'integer', total: true },
    { key: 'berat_akhir', label: 'beratAkhir', format: 'weight3', total: true },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const before = sql`${mutasiStok.createdAt} < ${start}`;
    const during = sql`${mutasiStok.createdAt} >= ${start}`;
    const qty = (where: SQL, sign = sql``) => sql<number>`coalesce(${sign}sum(${mutasiStok.qty}) filter (where ${where}), 0)::int`;
    const grams = (where: SQL, sign = sql``) => sql<string>`coalesce(${sign}sum(${mutasiStok.berat}) filter (where ${where}), 0)::numeric(15,3)`;
    const select = db
      .select({
        kode_dept: mutasiStok.kodeDept,
        nama_dept: sql<string>`min(${jenis.namaDept})`.as('nama_dept'),
        qty_awal: qty(before).as('qty_awal'),
        berat_awal: grams(before).as('berat_awal'),
        qty_masuk: qty(sql`${during} and ${mutasiStok.qty} > 0`).as('qty_masuk'),
        berat_masuk: grams(sql`${during} and ${mutasiStok.berat} > 0`).as('berat_masuk'),
        qty_keluar: qty(sql`${during} and ${mutasiStok.qty} < 0`, sql`-`).as('qty_keluar'),
        berat_keluar: grams(sql`${during} and ${mutasiStok.berat} < 0`, sql`-`).as('berat_keluar'),
        qty_akhir: sql<number>`coalesce(sum(${mutasiStok.qty}), 0)::int`.as('qty_akhir'),
        berat_akhir: sql<string>`coalesce(sum(${mutasiStok.berat}), 0)::numeric(15,3)`.as('berat_akhir'),
      })
      .from(mutasiStok)
      .innerJoin(jenis, eq(jenis.kodeDept, mutasiStok.kodeDept))
      .where(and(eq(mutasiStok.kodeToko, filters.kodeToko), lt(mutasiStok.createdAt, end)))
      .groupBy(mutasiStok.kodeDept)
      .$dynamic();
    return { select, orderBy: [asc(mutasiStok.kodeDept)] };
  },
};
