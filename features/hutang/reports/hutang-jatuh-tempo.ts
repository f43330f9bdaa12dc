import { and, asc, eq, isNull, lt, gte, ne, or, sql } from 'drizzle-orm';
import { customer } from '@/lib/db/schema/shop';
import { hutang } from '@/features/hutang/schema';
import { readRupiah } from '@/lib/format';
import type { KeyIn } from '@/lib/i18n/keys';
import { everyOrOne, type ReportDefinition } from '@/lib/reports/definition';
import { jakartaDayRange } from '@/lib/time/jakarta';
import { jakartaDateOf } from '@/lib/time/sql';
import { customerName, dueDateOf, lastGraceDayOf, loanGrams } from './loan-report-parts';

type Row = {
  no_faktur_hutang: string; tgl_hutang: Date; nama_customer: string; berat: string; jumlah_hutang: number; bunga_rp: number;
  tgl_jatuh_tempo: string; tgl_lelang: string; lama_pinjam: number; bunga_berjalan: number; total_tagihan: number;
};

/**
 * The due-date buckets, in the report's order: 1 current (due after 7 days), 2 due within 7 days (today included),
 * 3 overdue within the grace days (the last day of grace included), 4 in auction (past the last day of grace).
 */
export const DUE_BUCKETS: Record<'1' | '2' | '3' | '4', KeyIn<'reports', 'options'>> = {
  1: 'kelompokBerjalan', 2: 'kelompokJatuhTempo7', 3: 'kelompokLewatTempo', 4: 'kelompokLelang',
};

/**
 * Laporan Hutang Jatuh Tempo: the loans outstanding at the end of a day (made by then, not cancelled, not redeemed,
 * renewed or auctioned by then), under their due-date bucket with its count, principal and interest accrued to that
 * day: interest per day × days since the loan's day, at least one (§9, as `lib/pricing/loan.ts` counts them).
 */
export const hutangJatuhTempo: ReportDefinition<Row> = {
  id: 'hutang-jatuh-tempo',
  path: '/laporan-hutang-jatuh-tempo',
  titleKey: 'laporan-hutang-jatuh-tempo',
  branchSelector: true,
  dateRange: false,
  asOfDate: true,
  groupBy: 'kelompok',
  groupLabels: DUE_BUCKETS,
  groupTotals: true,
  selects: [everyOrOne('kelompok', 'kelompok', DUE_BUCKETS)],
  exportName: 'Laporan Hutang Jatuh Tempo',
  messages: { empty: 'jatuhTempoEmpty', available: 'jatuhTempoAvailable', failed: 'jatuhTempoFailed', emptyText: 'jatuhTempoEmptyText' },
  columns: [
    { key: 'no_faktur_hutang', label: 'noFakturHutang', format: 'text', width: 1.6 },
    { key: 'tgl_hutang', label: 'tglHutang', format: 'date', width: 0.8 },
    { key: 'nama_customer', label: 'namaCustomer', format: 'text', width: 1.3 },
    { key: 'berat', label: 'berat', format: 'weight3', total: true, width: 0.7 },
    { key: 'jumlah_hutang', label: 'jumlahHutang', format: 'money', total: true, width: 1.1 },
    { key: 'bunga_rp', label: 'bungaRp', format: 'money', width: 0.8 },
    { key: 'tgl_jatuh_tempo', label: 'tglJatuhTempo', format: 'date', width: 0.8 },
    { key: 'tgl_lelang', label: 'akhirTenggang', format: 'date', width: 0.8 },
    { key: 'lama_pinjam', label: 'lamaPinjam', format: 'integer', width: 0.5 },
    { key: 'bunga_berjalan', label: 'bungaBerjalan', format: 'money', total: true, width: 1 },
    { key: 'total_tagihan', label: 'totalTagihan', format: 'money', total: true, width: 1.1 },
  ],
  query({ db, filters }) {
    const day = sql`${filters.tglTo}::date`;
    const { end } = jakartaDayRange(filters.tglTo, filters.tglTo);
    const due = dueDateOf();
    const bucket = sql<string>`case when ${due} > ${day} + 7 then '1' when ${due} >= ${day} then '2' when ${lastGraceDayOf()} >= ${day} then '3' else '4' end`;
    const days = sql`greatest(${day} - ${jakartaDateOf(hutang.tglHutang)}, 1)`;
    const chosen = filters.values.kelompok;
    const select = db
      .select({
        kelompok: bucket.as('kelompok'),
        no_faktur_hutang: hutang.noFakturHutang,
        tgl_hutang: hutang.tglHutang,
        nama_customer: customerName(),
        berat: loanGrams(),
        jumlah_hutang: hutang.jumlahHutang,
        bunga_rp: hutang.bungaRp,
        tgl_jatuh_tempo: sql<string>`${due}::text`.as('tgl_jatuh_tempo'),
        tgl_lelang: sql<string>`${lastGraceDayOf()}::text`.as('tgl_lelang'),
        lama_pinjam: sql<number>`${days}`.mapWith(Number).as('lama_pinjam'),
        bunga_berjalan: sql<number>`${hutang.bungaRp} * ${days}`.mapWith(readRupiah).as('bunga_berjalan'),
        total_tagihan: sql<number>`${hutang.jumlahHutang} + ${hutang.bungaRp} * ${days}`.mapWith(readRupiah).as('total_tagihan'),
      })
      .from(hutang)
      .leftJoin(customer, eq(customer.kodeCustomer, hutang.kodeCustomer))
      .where(and(
        // Outstanding at the day's end: made by then, and not ended (redeemed, renewed, auctioned) before it.
        eq(hutang.kodeToko, filters.kodeToko), lt(hutang.tglHutang, end), ne(hutang.status, 'BATAL'),
        or(isNull(hutang.tglLunas), gte(hutang.tglLunas, end)),
        chosen && chosen !== 'SEMUA' ? sql`${bucket} = ${chosen}` : undefined,
      ))
      .$dynamic();
    return { select, orderBy: [asc(bucket), asc(due), asc(hutang.noFakturHutang)] };
  },
};
