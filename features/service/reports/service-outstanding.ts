import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { service, tukang } from '@/features/service/schema';
import type { KeyIn } from '@/lib/i18n/keys';
import { everyOrOne, type ReportDefinition } from '@/lib/reports/definition';
import { jakartaDayRange } from '@/lib/time/jakarta';
import { jakartaDateOf } from '@/lib/time/sql';
import { SERVICE_STATUS_LABELS, ticketDescription } from './service';

type Row = {
  no_service: string; tanggal: Date; nama_customer: string; nama_tukang: string | null; deskripsi: string; berat: string;
  umur: number; estimasi_biaya: number; uang_muka: number; status: string;
};

/** The age buckets, in the report's order: 0–7 days, 8–14, 15–30, over 30 since the ticket was received. */
export const AGE_BUCKETS: Record<'1' | '2' | '3' | '4', KeyIn<'reports', 'options'>> = {
  1: 'umur0sd7', 2: 'umur8sd14', 3: 'umur15sd30', 4: 'umurLebih30',
};

/**
 * /laporan-service-outstanding: the repair tickets still open at the end of a day (received by then, and neither picked
 * up nor cancelled by then), under their age bucket with its count and sums. The age is the days from the day received
 * to that day (received today: 0). A history ticket is picked up without a pickup date: never open.
 */
export const serviceOutstandingReport: ReportDefinition<Row> = {
  id: 'service-outstanding',
  path: '/laporan-service-outstanding',
  titleKey: 'laporan-service-outstanding',
  branchSelector: true,
  dateRange: false,
  asOfDate: true,
  groupBy: 'kelompok',
  groupLabels: AGE_BUCKETS,
  groupTotals: true,
  selects: [everyOrOne('kelompok', 'kelompok', AGE_BUCKETS)],
  exportName: 'Laporan Service Outstanding',
  messages: { empty: 'serviceOutstandingEmpty', available: 'serviceOutstandingAvailable', failed: 'searchFailed', emptyText: 'serviceOutstandingEmptyText' },
  columns: [
    { key: 'no_service', label: 'noService', format: 'text', width: 1.6 },
    { key: 'tanggal', label: 'tanggal', format: 'date', width: 0.8 },
    { key: 'umur', label: 'umurHari', format: 'integer', width: 0.5 },
    { key: 'nama_customer', label: 'namaCustomer', format: 'text', emptyAs: '-', width: 1.2 },
    { key: 'nama_tukang', label: 'tukang', format: 'text', emptyAs: '-', width: 1 },
    { key: 'deskripsi', label: 'deskripsi', format: 'text', emptyAs: '-', width: 1.8 },
    { key: 'berat', label: 'beratMasuk', format: 'weight3', total: true, width: 0.8 },
    { key: 'estimasi_biaya', label: 'estimasiBiaya', format: 'money', total: true },
    { key: 'uang_muka', label: 'uangMuka', format: 'money', total: true },
    { key: 'status', label: 'status', format: 'text', width: 0.7, valueLabels: SERVICE_STATUS_LABELS },
  ],
  query({ db, filters }) {
    const day = sql`${filters.tglTo}::date`;
    const { end } = jakartaDayRange(filters.tglTo, filters.tglTo);
    const age = sql<number>`(${day} - ${jakartaDateOf(service.tanggal)})`;
    const bucket = sql<string>`case when ${age} <= 7 then '1' when ${age} <= 14 then '2' when ${age} <= 30 then '3' else '4' end`;
    const chosen = filters.values.kelompok;
    const select = db
      .select({
        kelompok: bucket.as('kelompok'),
        no_service: service.noService, tanggal: service.tanggal,
        umur: age.mapWith(Number).as('umur'),
        nama_customer: service.namaCustomer, nama_tukang: tukang.namaTukang,
        deskripsi: ticketDescription().as('deskripsi'),
        berat: service.totalBerat, estimasi_biaya: service.estimasiBiaya, uang_muka: service.uangMuka,
        // The stage on that day: completed by then, or still being repaired.
        status: sql<string>`(case when ${service.tglSelesai} < ${end} then 'SELESAI' else 'MASUK' end)`.as('status'),
      })
      .from(service)
      .leftJoin(tukang, eq(tukang.kodeTukang, service.kodeTukang))
      .where(and(
        eq(service.kodeToko, filters.kodeToko), lt(service.tanggal, end),
        // Open at the day's end: still open now, or picked up or cancelled after it.
        or(
          inArray(service.status, ['MASUK', 'SELESAI']),
          and(eq(service.status, 'DIAMBIL'), gte(service.tglDiambil, end)),
          and(eq(service.status, 'BATAL'), gte(service.tglBatal, end)),
        ),
        chosen && chosen !== 'SEMUA' ? sql`${bucket} = ${chosen}` : undefined,
      ))
      .$dynamic();
    return { select, orderBy: [asc(bucket), asc(service.tanggal), asc(service.noService)] };
  },
};
