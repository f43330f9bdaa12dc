import { sql } from 'drizzle-orm';
import { cashAccountOf, TRX } from '@/lib/ledger/accounts';
import type { ReportDefinition } from '@/lib/reports/definition';
import { jakartaDayStart } from '@/lib/time/sql';
import { readRupiah } from '@/lib/format';

type Row = {
  tanggal: string; kas_awal: number; kas_masuk: number; kas_keluar: number; kas_akhir: number;
  kas_fisik: number | null; selisih: number | null; ditutup_oleh: string | null;
};

/** One Jakarta day's start as a timestamp, from a `date` expression. */
const startOf = jakartaDayStart;

/**
 * /laporan-keuangan-akhir-hari: per Jakarta day of the period, the shop's cash: opening, in, out and closing, and for a
 * closed day the counted cash, the difference and who closed it. A closed day shows its figures as the closing kept
 * them (tutup_toko); an open day's are read from the cash account's lines (the opening: every line before the day; in
 * and out: the day's debit and credit lines, without a closing's difference entry, which the next day's opening holds).
 */
export const keuanganAkhirHari: ReportDefinition<Row> = {
  id: 'keuangan-akhir-hari',
  path: '/laporan-keuangan-akhir-hari',
  titleKey: 'laporan-keuangan-akhir-hari',
  branchSelector: true,
  branchRequired: true,
  dateRange: true,
  selects: [],
  exportName: 'Laporan Keuangan Akhir Hari',
  messages: { empty: 'akhirHariEmpty', available: 'akhirHariAvailable', failed: 'searchFailed', emptyText: 'akhirHariEmpty' },
  pdf: { printedByShop: true },
  columns: [
    { key: 'tanggal', label: 'tanggal', format: 'date', width: 0.9 },
    { key: 'kas_awal', label: 'kasAwal', format: 'money', width: 1.2 },
    { key: 'kas_masuk', label: 'kasMasuk', format: 'money', total: true, width: 1.2 },
    { key: 'kas_keluar', label: 'kasKeluar', format: 'money', total: true, width: 1.2 },
    { key: 'kas_akhir', label: 'kasAkhir', format: 'money', width: 1.2 },
    { key: 'kas_fisik', label: 'kasFisik', format: 'money', width: 1.2, emptyAs: '-' },
    { key: 'selisih', label: 'selisih', format: 'money', total: true, width: 1, emptyAs: '-' },
    { key: 'ditutup_oleh', label: 'ditutupOleh', format: 'text', width: 0.9, emptyAs: '-' },
  ],
  query({ db, filters }) {
    const cash = cashAccountOf(filters.kodeToko);
    const day = sql`d.tanggal`;
    const lines = (where: ReturnType<typeof sql>, sum: ReturnType<typeof sql>) => sql`(select coalesce(sum(${sum}), 0) from jurnal_detail jd join jurnal j on j.id = jd.jurnal_id
      where jd.nomor_akun = ${cash} and ${where})`;
    const dayLines = sql`j.tanggal >= ${startOf(day)} and j.tanggal < ${startOf(sql`${day} + 1`)} and j.trx <> ${TRX.SELISIH_KAS}`;
    const awal = sql`coalesce(t.kas_awal, ${lines(sql`j.tanggal < ${startOf(day)}`, sql`jd.debit - jd.kredit`)})`;
    const masuk = sql`coalesce(t.kas_masuk, ${lines(dayLines, sql`jd.debit`)})`;
    const keluar = sql`coalesce(t.kas_keluar, ${lines(dayLines, sql`jd.kredit`)})`;
    const select = db
      .select({
        tanggal: sql<string>`to_char(${day}, 'YYYY-MM-DD')`.as('tanggal'),
        kas_awal: sql<number>`(${awal})::bigint`.mapWith(readRupiah).as('kas_awal'),
        kas_masuk: sql<number>`(${masuk})::bigint`.mapWith(readRupiah).as('kas_masuk'),
        kas_keluar: sql<number>`(${keluar})::bigint`.mapWith(readRupiah).as('kas_keluar'),
        kas_akhir: sql<number>`(${awal} + ${masuk} - ${keluar})::bigint`.mapWith(readRupiah).as('kas_akhir'),
        kas_fisik: sql<number | null>`t.kas_fisik`.mapWith((v) => (v === null ? null : Number(v))).as('kas_fisik'),
        selisih: sql<number | null>`t.selisih`.mapWith((v) => (v === null ? null : Number(v))).as('selisih'),
        ditutup_oleh: sql<string | null>`t.created_by`.as('ditutup_oleh'),
      })
      .from(sql`(select g::date as tanggal from generate_series(${filters.tglFrom}::date, ${filters.tglTo}::date, interval '1 day') g) as d
        left join tutup_toko t on t.kode_toko = ${filters.kodeToko} and t.tanggal = d.tanggal`)
      .$dynamic();
    return { select, orderBy: [sql`d.tanggal`] };
  },
};
