import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { timbangBaki } from '@/features/stock/schema';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition } from '@/lib/reports/definition';

type Row = {
  no_timbang: string; kode_baki: string; jumlah_barang: number; berat_barang: string; berat_baki: string; berat_timbang: string;
  berat_bersih: string; selisih: string; status: string;
};

/**
 * /laporan-timbang-baki: per saved weighing, what the tray should weigh (its items' gross weights) against what the
 * scale read less the empty tray, and the difference. Weights stay numeric(12,3) in SQL: exact.
 */
export const laporanTimbangBaki: ReportDefinition<Row> = {
  id: 'timbang-baki',
  path: '/laporan-timbang-baki',
  titleKey: 'laporan-timbang-baki',
  branchSelector: true,
  dateRange: true,
  selects: [],
  exportName: 'Timbang Baki',
  messages: { empty: 'timbangEmpty', available: 'timbangAvailable', failed: 'searchFailed', emptyText: 'timbangEmptyText' },
  columns: [
    { key: 'no_timbang', label: 'noTimbang', format: 'text' },
    { key: 'kode_baki', label: 'baki', format: 'text' },
    { key: 'jumlah_barang', label: 'jumlahBarang', format: 'integer', total: true },
    { key: 'berat_barang', label: 'beratBarang', format: 'weight3', total: true },
    { key: 'berat_baki', label: 'beratBaki', format: 'weight3' },
    { key: 'berat_timbang', label: 'beratTimbang', format: 'weight3' },
    { key: 'berat_bersih', label: 'beratBersih', format: 'weight3', total: true },
    { key: 'selisih', label: 'selisih', format: 'weightDiff', total: true },
    { key: 'status', label: 'status', format: 'text' },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const select = db
      .select({
        no_timbang: timbangBaki.noTimbang, kode_baki: timbangBaki.kodeBaki, jumlah_barang: timbangBaki.jumlahBarang,
        berat_barang: timbangBaki.beratBarang, berat_baki: timbangBaki.beratBaki, berat_timbang: timbangBaki.beratTimbang,
        berat_bersih: sql<string>`${timbangBaki.beratTimbang} - ${timbangBaki.beratBaki}`.as('berat_bersih'),
        selisih: timbangBaki.selisih, status: timbangBaki.status,
      })
      .from(timbangBaki)
      .where(and(eq(timbangBaki.kodeToko, filters.kodeToko), ne(timbangBaki.status, 'PROSES'), gte(timbangBaki.ditimbangAt, start), lt(timbangBaki.ditimbangAt, end)))
      .$dynamic();
    return { select, orderBy: [asc(timbangBaki.ditimbangAt), asc(timbangBaki.noTimbang)] };
  },
};
