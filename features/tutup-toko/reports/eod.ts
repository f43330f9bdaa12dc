import { sql } from 'drizzle-orm';
import type { ReportDefinition } from '@/lib/reports/definition';

type Row = {
  tanggal: string; kode_dept: string; nama_dept: string;
  qty_awal: number; berat_awal: string; qty_masuk: number; berat_masuk: string; qty_keluar: number; berat_keluar: string;
  qty_akhir: number; berat_akhir: string; qty_jual: number; total_jual: number; qty_beli: number; total_beli: number;
};

const startOf = (day: ReturnType<typeof sql>) => sql`((${day})::timestamp at time zone 'Asia/Jakarta')`;

/**
 * /laporan-eod (end of day): per Jakarta day of the period and jenis, the stock from the gram ledger as Laporan Barang
 * Summary Periode sums it (opening: every entry before the day; in: the day's positive entries; out: its negative ones,
 * shown positive; closing: opening + in − out), in pieces and grams, beside the day's sales (pieces and their prices,
 * active sales) and buybacks (pieces and prices, active buybacks) of that jenis. A jenis the shop never held and did
 * not trade that day has no row.
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
    const start = startOf(sql`d.tanggal`);
    const end = startOf(sql`d.tanggal + 1`);
    const select = db
      .select({
        tanggal: sql<string>`to_char(d.tanggal, 'YYYY-MM-DD')`.as('tanggal'),
        kode_dept: sql<string>`j.kode_dept`.as('kode_dept'),
        nama_dept: sql<string>`j.nama_dept`.as('nama_dept'),
        qty_awal: sql<number>`s.qty_awal`.mapWith(Number).as('qty_awal'),
        berat_awal: sql<string>`s.berat_awal`.as('berat_awal'),
        qty_masuk: sql<number>`s.qty_masuk`.mapWith(Number).as('qty_masuk'),
        berat_masuk: sql<string>`s.berat_masuk`.as('berat_masuk'),
        qty_keluar: sql<number>`s.qty_keluar`.mapWith(Number).as('qty_keluar'),
        berat_keluar: sql<string>`s.berat_keluar`.as('berat_keluar'),
        qty_akhir: sql<number>`(s.qty_awal + s.qty_masuk - s.qty_keluar)`.mapWith(Number).as('qty_akhir'),
        berat_akhir: sql<string>`(s.berat_awal + s.berat_masuk - s.berat_keluar)::numeric(15,3)`.as('berat_akhir'),
        qty_jual: sql<number>`jl.qty`.mapWith(Number).as('qty_jual'),
        total_jual: sql<number>`jl.total`.mapWith(Number).as('total_jual'),
        qty_beli: sql<number>`bl.qty`.mapWith(Number).as('qty_beli'),
        total_beli: sql<number>`bl.total`.mapWith(Number).as('total_beli'),
      })
      .from(sql`(select g::date as tanggal from generate_series(${filters.tglFrom}::date, ${filters.tglTo}::date, interval '1 day') g) as d
        cross join jenis j
        cross join lateral (
          select coalesce(sum(m.qty) filter (where m.created_at < ${start}), 0)::int as qty_awal,
                 coalesce(sum(m.berat) filter (where m.created_at < ${start}), 0)::numeric(15,3) as berat_awal,
                 coalesce(sum(m.qty) filter (where m.created_at >= ${start} and m.qty > 0), 0)::int as qty_masuk,
                 coalesce(sum(m.berat) filter (where m.created_at >= ${start} and m.berat > 0), 0)::numeric(15,3) as berat_masuk,
                 coalesce(-sum(m.qty) filter (where m.created_at >= ${start} and m.qty < 0), 0)::int as qty_keluar,
                 coalesce(-sum(m.berat) filter (where m.created_at >= ${start} and m.berat < 0), 0)::numeric(15,3) as berat_keluar,
                 count(*) filter (where m.created_at >= ${start}) as gerak
            from mutasi_stok m where m.kode_toko = ${shop} and m.kode_dept = j.kode_dept and m.created_at < ${end}) s
        cross join lateral (
          select count(*)::int as qty, coalesce(sum(pd.harga_jual), 0)::bigint as total
            from penjualan p join penjualan_detail pd on pd.no_faktur_jual = p.no_faktur_jual
           where p.kode_toko = ${shop} and p.status = 'AKTIF' and p.tanggal >= ${start} and p.tanggal < ${end} and pd.kode_dept = j.kode_dept) jl
        cross join lateral (
          select count(*)::int as qty, coalesce(sum(bd.harga), 0)::bigint as total
            from pembelian b join pembelian_detail bd on bd.no_faktur_beli = b.no_faktur_beli
           where b.kode_toko = ${shop} and b.status = 'AKTIF' and b.tanggal >= ${start} and b.tanggal < ${end} and bd.kode_dept = j.kode_dept) bl`)
      .where(sql`s.qty_awal <> 0 or s.berat_awal <> 0 or s.gerak > 0 or jl.qty > 0 or bl.qty > 0`)
      .$dynamic();
    return { select, orderBy: [sql`d.tanggal`, sql`j.kode_dept`] };
  },
};
