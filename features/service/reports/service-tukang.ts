import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { service, serviceDetail, tukang } from '@/features/service/schema';
import { readRupiah } from '@/lib/format';
import type { ReportDefinition } from '@/lib/reports/definition';
import { jakartaDayRange } from '@/lib/time/jakarta';
import { costOf } from './service';

type Row = {
  kode_tukang: string; nama_tukang: string; jumlah_service: number; selesai: number; berat_masuk: string; berat_tambah: string;
  biaya: number; harga_emas_tambah: number;
};

/**
 * /laporan-service-tukang: per craftsman, the tickets received in the period and not cancelled: how many, how many are
 * completed (SELESAI or picked up), the weight in, the grams of gold added (the pieces' positive differences), the
 * craftsman's cost and the price of the gold added. Tickets without a craftsman are one row, "-".
 */
export const serviceTukangReport: ReportDefinition<Row> = {
  id: 'service-tukang',
  path: '/laporan-service-tukang',
  titleKey: 'laporan-service-tukang',
  branchSelector: true,
  dateRange: true,
  selects: [],
  exportName: 'Laporan Service Per Tukang',
  messages: { empty: 'serviceTukangEmpty', available: 'serviceTukangAvailable', failed: 'searchFailed', emptyText: 'serviceEmptyText' },
  pdf: { orientation: 'portrait' },
  columns: [
    { key: 'kode_tukang', label: 'kodeTukang', format: 'text', emptyAs: '-', width: 0.9 },
    { key: 'nama_tukang', label: 'tukang', format: 'text', emptyAs: '-', width: 1.4 },
    { key: 'jumlah_service', label: 'jumlahService', format: 'integer', total: true, width: 0.7 },
    { key: 'selesai', label: 'selesai', format: 'integer', total: true, width: 0.6 },
    { key: 'berat_masuk', label: 'beratMasuk', format: 'weight3', total: true, width: 0.9 },
    { key: 'berat_tambah', label: 'beratTambah', format: 'weight3', total: true, width: 0.9 },
    { key: 'biaya', label: 'biaya', format: 'money', total: true },
    { key: 'harga_emas_tambah', label: 'hargaEmasTambah', format: 'money', total: true },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const added = db
      .select({ noService: serviceDetail.noService, grams: sql<string>`sum(greatest(${serviceDetail.selisihBerat}, 0))::numeric(12, 3)`.as('grams') })
      .from(serviceDetail)
      .groupBy(serviceDetail.noService)
      .as('added');
    const select = db
      .select({
        kode_tukang: sql<string>`coalesce(${service.kodeTukang}, '')`.as('kode_tukang'),
        nama_tukang: sql<string>`coalesce(max(${tukang.namaTukang}), '')`.as('nama_tukang'),
        jumlah_service: sql<number>`count(*)`.mapWith(Number).as('jumlah_service'),
        selesai: sql<number>`count(*) filter (where ${service.status} in ('SELESAI', 'DIAMBIL'))`.mapWith(Number).as('selesai'),
        berat_masuk: sql<string>`sum(${service.totalBerat})`.as('berat_masuk'),
        berat_tambah: sql<string>`coalesce(sum(${added.grams}), 0)::numeric(12, 3)`.as('berat_tambah'),
        biaya: sql<number>`coalesce(sum(${costOf()}), 0)`.mapWith(readRupiah).as('biaya'),
        harga_emas_tambah: sql<number>`sum(${service.hargaEmasTambah})`.mapWith(readRupiah).as('harga_emas_tambah'),
      })
      .from(service)
      .leftJoin(tukang, eq(tukang.kodeTukang, service.kodeTukang))
      .leftJoin(added, eq(added.noService, service.noService))
      .where(and(eq(service.kodeToko, filters.kodeToko), ne(service.status, 'BATAL'), gte(service.tanggal, start), lt(service.tanggal, end)))
      .groupBy(service.kodeTukang)
      .$dynamic();
    return { select, orderBy: [sql`${service.kodeTukang} is null`, sql`max(${tukang.namaTukang})`, asc(service.kodeTukang)] };
  },
};
