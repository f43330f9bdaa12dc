import { sql } from 'drizzle-orm';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition } from '@/lib/reports/definition';
import { jakartaDateOf } from '@/lib/time/sql';
import { readRupiah } from '@/lib/format';
import { buybacksPerJenisPerDay } from '@/features/pembelian';
import { salesPerJenisPerDay } from '@/features/penjualan';

type Row = {
  tanggal: string; kode_dept: string; nama_dept: string;
  qty_awal: number; berat_awal: string; qty_masuk: number; berat_masuk: string; qty_keluar: number; berat_keluar: string;
  qty_akhir: number; berat_akhir: string; qty_jual: number; total_jual: number; qty_beli: number; total_beli: number;
};

/**
 * /laporan-eod (end of day): per Jakarta day of the period and jenis, the stock from the gram ledger as Laporan Barang
 * Summary Periode sums it (opening: every entry before the day; in: the day's positive entries; out: its negative ones,
 * shown positive; closing: opening + in − out), in pieces and grams, beside the day's sales (pieces and their prices,
 * active sales) and buybacks (pieces and prices, active buybacks) of that jenis. A jenis the shop never held and did
 * not trade that day has no row. The ledger is read once: the stock before the period per jenis, the period's entries
 * per day, and each day's opening as a running sum (31 days of the demo's CAB01: 40 ms a page, 958 ms summed per day).
 */
export const eodReport: ReportDefinition<Row> = {
  id: 'eod',
  path: '/laporan-eod',
  titleKey: 'laporan-eod',
  branchSelector: true,
  branchRequired: true,
  dateRange: true,
  selects: [],
  exportName: 'Laporan EOD',
  messages: { empty: 'eodEmpty', available: 'eodAvailable', failed: 'searchFailed', emptyText: 'eodEmpty' },
  pdf: { printedByShop: true },
  columns: [
    { key: 'tanggal', label: 'tanggal', format: 'date', width: 0.9 },
    { key: 'kode_dept', label: 'jenis', format: 'text', width: 0.6 },
    { key: 'qty_awal', label: 'qtyAwal', format: 'integer' },
    { key: 'berat_awal', label: 'beratAwal', format: 'weight3' },
    { key: 'qty_masuk', label: 'qtyMasuk', format: 'integer', total: true },
    { key: 'berat_masuk', label: 'beratMasuk', format: 'weight3', total: true },
    { key: 'qty_keluar', label: 'qtyKeluar', format: 'integer', total: true },
    { key: 'berat_keluar', label: 'beratKeluar', format: 'weight3', total: true },
    { key: 'qty_akhir', label: 'qtyAkhir', format: 'integer' },
    { key: 'berat_akhir', label: 'beratAkhir', format: 'weight3' },
    { key: 'qty_jual', label: 'notaJual', format: 'integer', total: true },
    { key: 'total_jual', label: 'totalJual', format: 'money', total: true, width: 1.2 },
    { key: 'qty_beli', label: 'notaBeli', format: 'integer', total: true },
    { key: 'total_beli', label: 'totalBeli', format: 'money', total: true, width: 1.2 },
  ],
  query({ db, filters }) {
    const shop = filters.kodeToko;
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const day = jakartaDateOf;
    // Per jenis: the stock before the period (one index range each) and the period's entries per day; each day's opening
    // is the one before the period plus the days before it (a running sum), so the ledger is read once, not per day.
    const select = db
      .select({
        tanggal: sql<string>`to_char(s.tanggal, 'YYYY-MM-DD')`.as('tanggal'),
        kode_dept: sql<string>`s.kode_dept`.as('kode_dept'),
        nama_dept: sql<string>`s.nama_dept`.as('nama_dept'),
        qty_awal: sql<number>`s.qty_awal`.mapWith(Number).as('qty_awal'),
        berat_awal: sql<string>`s.berat_awal`.as('berat_awal'),
        qty_masuk: sql<number>`s.qty_masuk`.mapWith(Number).as('qty_masuk'),
        berat_masuk: sql<string>`s.berat_masuk`.as('berat_masuk'),
        qty_keluar: sql<number>`s.qty_keluar`.mapWith(Number).as('qty_keluar'),
        berat_keluar: sql<string>`s.berat_keluar`.as('berat_keluar'),
        qty_akhir: sql<number>`(s.qty_awal + s.qty_masuk - s.qty_keluar)`.mapWith(Number).as('qty_akhir'),
        berat_akhir: sql<string>`(s.berat_awal + s.berat_masuk - s.berat_keluar)::numeric(15,3)`.as('berat_akhir'),
        qty_jual: sql<number>`s.qty_jual`.mapWith(Number).as('qty_jual'),
        total_jual: sql<number>`s.total_jual`.mapWith(readRupiah).as('total_jual'),
        qty_beli: sql<number>`s.qty_beli`.mapWith(Number).as('qty_beli'),
        total_beli: sql<number>`s.total_beli`.mapWith(readRupiah).as('total_beli'),
      })
      .from(sql`(
        select d.tanggal, jo.kode_dept, jo.nama_dept,
               (jo.qty + coalesce(sum(coalesce(h.qty_masuk, 0) - coalesce(h.qty_keluar, 0)) over w, 0))::int as qty_awal,
               (jo.berat + coalesce(sum(coalesce(h.berat_masuk, 0) - coalesce(h.berat_keluar, 0)) over w, 0))::numeric(15,3) as berat_awal,
               coalesce(h.qty_masuk, 0)::int as qty_masuk, coalesce(h.berat_masuk, 0)::numeric(15,3) as berat_masuk,
               coalesce(h.qty_keluar, 0)::int as qty_keluar, coalesce(h.berat_keluar, 0)::numeric(15,3) as berat_keluar,
               coalesce(h.gerak, 0) as gerak,
               coalesce(jl.qty, 0) as qty_jual, coalesce(jl.total, 0) as total_jual, coalesce(bl.qty, 0) as qty_beli, coalesce(bl.total, 0) as total_beli
          from (select g::date as tanggal from generate_series(${filters.tglFrom}::date, ${filters.tglTo}::date, interval '1 day') g) d
          cross join (
            select j.kode_dept, j.nama_dept, o.qty, o.berat from jenis j
            cross join lateral (select coalesce(sum(m.qty), 0) as qty, coalesce(sum(m.berat), 0) as berat from mutasi_stok m
                                 where m.kode_toko = ${shop} and m.kode_dept = j.kode_dept and m.created_at < ${start}) o) jo
          left join (
            select m.kode_dept, ${day(sql`m.created_at`)} as tanggal, count(*) as gerak,
                   coalesce(sum(m.qty) filter (where m.qty > 0), 0) as qty_masuk, coalesce(sum(m.berat) filter (where m.berat > 0), 0) as berat_masuk,
                   coalesce(-sum(m.qty) filter (where m.qty < 0), 0) as qty_keluar, coalesce(-sum(m.berat) filter (where m.berat < 0), 0) as berat_keluar
              from mutasi_stok m where m.kode_toko = ${shop} and m.created_at >= ${start} and m.created_at < ${end} group by 1, 2) h
            on h.kode_dept = jo.kode_dept and h.tanggal = d.tanggal
          left join (${salesPerJenisPerDay(shop, start, end, day)}) jl
            on jl.kode_dept = jo.kode_dept and jl.tanggal = d.tanggal
          left join (${buybacksPerJenisPerDay(shop, start, end, day)}) bl
            on bl.kode_dept = jo.kode_dept and bl.tanggal = d.tanggal
        window w as (partition by jo.kode_dept order by d.tanggal rows between unbounded preceding and 1 preceding)) s`)
      .where(sql`s.qty_awal <> 0 or s.berat_awal <> 0 or s.gerak > 0 or s.qty_jual > 0 or s.qty_beli > 0`)
      .$dynamic();
    return { select, orderBy: [sql`s.tanggal`, sql`s.kode_dept`] };
  },
};
