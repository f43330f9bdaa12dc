import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { service, serviceDetail, tukang } from '@/features/service/schema';
import { readRupiah } from '@/lib/format';
import type { KeyIn } from '@/lib/i18n/keys';
import { everyOrOne, type ReportDefinition } from '@/lib/reports/definition';
import { jakartaDayRange } from '@/lib/time/jakarta';

type Row = {
  no_service: string; tanggal: Date; nama_customer: string; nama_tukang: string | null; deskripsi: string; berat_masuk: string;
  berat_keluar: string | null; selisih_berat: string | null; biaya: number; harga_emas_tambah: number; status: string;
};

/** A ticket's stage in the report's words. */
export const SERVICE_STATUS_LABELS: Record<'MASUK' | 'SELESAI' | 'DIAMBIL' | 'BATAL', KeyIn<'reports', 'options'>> = {
  MASUK: 'masuk', SELESAI: 'selesai', DIAMBIL: 'diambil', BATAL: 'batal',
};

/** A ticket's pieces' descriptions, in their order ("Patri kalung putus, Cuci cincin"). */
export const ticketDescription = () =>
  sql<string>`coalesce((select string_agg(${serviceDetail.deskripsi}, ', ' order by ${serviceDetail.urutan}) from ${serviceDetail} where ${serviceDetail.noService} = ${service.noService}), '')`;

/**
 * The craftsman's cost of a ticket: what it earns less the gold added once completed (a counter ticket's biaya_akhir; a
 * history ticket, picked up before these columns existed, earned its total_harga), 0 while received or cancelled.
 */
export const costOf = () =>
  sql<number>`(case when ${service.status} in ('SELESAI', 'DIAMBIL') then ${service.totalHarga} - ${service.hargaEmasTambah} else 0 end)`;

/**
 * /laporan-service: the repair tickets received in the period, one row per ticket: its pieces' descriptions, the weight
 * in (the ticket's total_berat), the weight out and the grams added (+) or lost (−) once every piece is weighed out at
 * completion, the craftsman's cost (costOf) and the price of the gold added, and the stage. Cost and gold stay 0 until completed.
 * The demo's history tickets have no pieces: weight out and difference are empty.
 */
export const serviceReport: ReportDefinition<Row> = {
  id: 'service',
  path: '/laporan-service',
  titleKey: 'laporan-service',
  branchSelector: true,
  dateRange: true,
  selects: [everyOrOne('status', 'status', SERVICE_STATUS_LABELS)],
  exportName: 'Laporan Service',
  messages: { empty: 'serviceEmpty', available: 'serviceAvailable', failed: 'searchFailed', emptyText: 'serviceEmptyText' },
  columns: [
    { key: 'no_service', label: 'noService', format: 'text', width: 1.6 },
    { key: 'tanggal', label: 'tanggal', format: 'date', width: 0.8 },
    { key: 'nama_customer', label: 'namaCustomer', format: 'text', emptyAs: '-', width: 1.2 },
    { key: 'nama_tukang', label: 'tukang', format: 'text', emptyAs: '-', width: 1 },
    { key: 'deskripsi', label: 'deskripsi', format: 'text', emptyAs: '-', width: 1.8 },
    { key: 'berat_masuk', label: 'beratMasuk', format: 'weight3', total: true, width: 0.8 },
    { key: 'berat_keluar', label: 'beratKeluar', format: 'weight3', total: true, emptyAs: '-', width: 0.8 },
    { key: 'selisih_berat', label: 'tambahSusut', format: 'weightDiff', total: true, emptyAs: '-', width: 1 },
    { key: 'biaya', label: 'biaya', format: 'money', total: true },
    { key: 'harga_emas_tambah', label: 'hargaEmasTambah', format: 'money', total: true },
    { key: 'status', label: 'status', format: 'text', width: 0.7, valueLabels: SERVICE_STATUS_LABELS },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const status = filters.values.status;
    const pieces = (expression: ReturnType<typeof sql>) =>
      sql`(select ${expression} from ${serviceDetail} where ${serviceDetail.noService} = ${service.noService})`;
    const select = db
      .select({
        no_service: service.noService, tanggal: service.tanggal, nama_customer: service.namaCustomer, nama_tukang: tukang.namaTukang,
        deskripsi: ticketDescription().as('deskripsi'),
        berat_masuk: service.totalBerat,
        // Out only once every piece has been weighed out (completion weighs them all at once).
        berat_keluar: sql<string | null>`${pieces(sql`case when count(*) > 0 and count(*) = count(${serviceDetail.beratKeluar}) then sum(${serviceDetail.beratKeluar}) end`)}`.as('berat_keluar'),
        selisih_berat: sql<string | null>`${pieces(sql`case when count(*) > 0 and count(*) = count(${serviceDetail.selisihBerat}) then sum(${serviceDetail.selisihBerat}) end`)}`.as('selisih_berat'),
        biaya: costOf().mapWith(readRupiah).as('biaya'),
        harga_emas_tambah: service.hargaEmasTambah,
        status: service.status,
      })
      .from(service)
      .leftJoin(tukang, eq(tukang.kodeTukang, service.kodeTukang))
      .where(and(
        eq(service.kodeToko, filters.kodeToko), gte(service.tanggal, start), lt(service.tanggal, end),
        status && status !== 'SEMUA' ? eq(service.status, status) : undefined,
      ))
      .$dynamic();
    return { select, orderBy: [asc(service.tanggal), asc(service.noService)] };
  },
};
