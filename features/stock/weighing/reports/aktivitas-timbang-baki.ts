import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import { timbangBaki } from '@/features/stock/schema';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition } from '@/lib/reports/definition';
import { jakartaText } from '@/lib/time/sql';

type Row = { no_timbang: string; ditimbang_at: string; ditimbang_by: string; kode_gudang: string; kode_baki: string; jumlah_barang: number; status: string };

/** /laporan-aktivitas-timbang-baki: every saved tray weighing of a period: who, when, which tray, its verdict. */
export const aktivitasTimbangBaki: ReportDefinition<Row> = {
  id: 'aktivitas-timbang-baki',
  path: '/laporan-aktivitas-timbang-baki',
  titleKey: 'laporan-aktivitas-timbang-baki',
  branchSelector: true,
  dateRange: true,
  selects: [],
  exportName: 'Aktivitas Timbang Baki',
  messages: { empty: 'timbangEmpty', available: 'timbangAvailable', failed: 'searchFailed', emptyText: 'timbangEmptyText' },
  columns: [
    { key: 'no_timbang', label: 'noTimbang', format: 'text' },
    { key: 'ditimbang_at', label: 'waktu', format: 'text' },
    { key: 'ditimbang_by', label: 'ditimbangOleh', format: 'text' },
    { key: 'kode_gudang', label: 'gudang', format: 'text' },
    { key: 'kode_baki', label: 'baki', format: 'text' },
    { key: 'jumlah_barang', label: 'jumlahBarang', format: 'integer', total: true },
    { key: 'status', label: 'status', format: 'text' },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const select = db
      .select({
        no_timbang: timbangBaki.noTimbang,
        // When, to the minute, in the shop's time (the report's days are Jakarta days too).
        ditimbang_at: jakartaText(timbangBaki.ditimbangAt, 'YYYY-MM-DD HH24:MI').as('ditimbang_at'), ditimbang_by: timbangBaki.ditimbangBy,
        kode_gudang: timbangBaki.kodeGudang, kode_baki: timbangBaki.kodeBaki, jumlah_barang: timbangBaki.jumlahBarang, status: timbangBaki.status,
      })
      .from(timbangBaki)
      .where(and(eq(timbangBaki.kodeToko, filters.kodeToko), ne(timbangBaki.status, 'PROSES'), gte(timbangBaki.ditimbangAt, start), lt(timbangBaki.ditimbangAt, end)))
      .$dynamic();
    return { select, orderBy: [asc(timbangBaki.ditimbangAt), asc(timbangBaki.noTimbang)] };
  },
};
