import { and, asc, eq, gte, isNotNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import { customer } from '@/lib/db/schema/shop';
import { hutang, hutangPelunasan } from '@/features/hutang/schema';
import { readRupiah } from '@/lib/format';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition } from '@/lib/reports/definition';
import { bungaAktual } from '@/lib/reports/formulas';
import { jakartaDateOf } from '@/lib/time/sql';
import { customerName, presentLoanItems } from './loan-report-parts';

type Row = {
  no_faktur_hutang: string; nama_customer: string; alamat_customer: string; tgl_hutang: Date; tgl_lunas: Date; lama_pinjam: number;
  kode_sales: string; jumlah_hutang: number; bunga: string; bunga_rp: number; bunga_pinjam: number; bunga_aktual: string; total_bayar: number;
  detail_barang: string;
};

const SORTS = { tgl_hutang: hutang.tglHutang, tgl_lunas: hutang.tglLunas, no_faktur_hutang: hutang.noFakturHutang } as const;

/** Laporan Penebusan Detail: loans redeemed in the period with the interest and total charged (§9) and the pawned items. */
export const penebusanDetail: ReportDefinition<Row> = {
  id: 'penebusan-detail',
  path: '/laporan-penebusan-detail',
  titleKey: 'laporan-penebusan-detail',
  branchSelector: true,
  dateRange: true,
  inputs: [{ name: 'no_pinjam', label: 'noPinjam' }],
  selects: [
    {
      name: 'sort_by', label: 'sortBy',
      options: async () => [
        { value: 'tgl_hutang', label: 'tanggalMasuk', translate: true },
        { value: 'tgl_lunas', label: 'tanggalLunas', translate: true },
        { value: 'no_faktur_hutang', label: 'fakturPinjam', translate: true },
      ],
    },
  ],
  exportName: 'Laporan Penebusan Detail',
  messages: { empty: 'penebusanEmpty', available: 'penebusanAvailable', failed: 'penebusanFailed', emptyText: 'penebusanEmptyText' },
  columns: [
    { key: 'no_faktur_hutang', label: 'noFakturHutang', format: 'text', width: 1.6 },
    { key: 'nama_customer', label: 'namaCustomer', format: 'text', width: 1.2 },
    { key: 'tgl_hutang', label: 'tglHutang', format: 'date', width: 0.8 },
    { key: 'tgl_lunas', label: 'tglLunas', format: 'date', width: 0.8 },
    { key: 'lama_pinjam', label: 'lamaPinjam', format: 'integer', width: 0.5 },
    { key: 'jumlah_hutang', label: 'jumlahHutang', format: 'money', total: true, width: 1.1 },
    { key: 'bunga', label: 'bunga', format: 'percent', width: 0.6 },
    { key: 'bunga_rp', label: 'bungaRp', format: 'money', width: 0.8 },
    { key: 'bunga_pinjam', label: 'bungaPinjam', format: 'money', total: true },
    { key: 'bunga_aktual', label: 'bungaAktual', format: 'percent', width: 0.6 },
    { key: 'total_bayar', label: 'totalBayar', format: 'money', total: true, width: 1.1 },
    { key: 'detail_barang', label: 'detailBarang', format: 'text', width: 2 },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const noPinjam = filters.values.no_pinjam;
    const sort = SORTS[filters.values.sort_by as keyof typeof SORTS] ?? hutang.tglHutang;
    // A redemption posted at the counter is its live settlement (jenis LUNAS, not cancelled): days, interest (less its
    // discount) and total as they were charged. The demo's older loans have tgl_lunas and no settlement: their figures
    // follow from tgl_lunas by §9 (Jakarta days, at least one; whole Rupiah per day × days).
    const days = sql`coalesce(${hutangPelunasan.lamaHari}, greatest((${jakartaDateOf(hutang.tglLunas)} - ${jakartaDateOf(hutang.tglHutang)}), 1))`;
    const interest = sql`coalesce(${hutangPelunasan.bungaPinjam} - ${hutangPelunasan.diskonBunga}, ${hutang.bungaRp} * ${days})`;
    const settled = and(eq(hutangPelunasan.noFakturHutang, hutang.noFakturHutang), eq(hutangPelunasan.jenis, 'LUNAS'), ne(hutangPelunasan.status, 'BATAL'));
    const select = db
      .select({
        no_faktur_hutang: hutang.noFakturHutang,
        nama_customer: customerName(),
        alamat_customer: sql<string>`coalesce(nullif(${hutang.alamatCustomer}, ''), ${customer.alamatCustomer}, '')`.as('alamat_customer'),
        tgl_hutang: hutang.tglHutang, tgl_lunas: hutang.tglLunas, kode_sales: hutang.kodeSales, jumlah_hutang: hutang.jumlahHutang,
        bunga: hutang.bunga, bunga_rp: hutang.bungaRp,
        lama_pinjam: sql<number>`${days}`.mapWith(Number).as('lama_pinjam'),
        bunga_pinjam: sql<number>`${interest}`.mapWith(readRupiah).as('bunga_pinjam'),
        total_bayar: sql<number>`coalesce(${hutangPelunasan.totalBayar}, ${hutang.jumlahHutang} + ${interest})`.mapWith(readRupiah).as('total_bayar'),
      })
      .from(hutang)
      .leftJoin(hutangPelunasan, settled)
      .leftJoin(customer, eq(customer.kodeCustomer, hutang.kodeCustomer))
      .where(and(
        eq(hutang.kodeToko, filters.kodeToko), isNotNull(hutang.tglLunas), gte(hutang.tglLunas, start), lt(hutang.tglLunas, end),
        // Redeemed: a live redemption, or (the older rows) no settlement at all and not renewed or auctioned.
        or(isNotNull(hutangPelunasan.id), and(notInArray(hutang.status, ['PERPANJANG', 'LELANG']),
          sql`not exists (select 1 from ${hutangPelunasan} p where p.no_faktur_hutang = ${hutang.noFakturHutang})`)),
        noPinjam ? sql`${hutang.noFakturHutang} ilike ${`%${noPinjam}%`}` : undefined,
      ))
      .$dynamic();
    return { select, orderBy: [asc(sort), asc(hutang.noFakturHutang)] };
  },
  /** The page's pawned items, and the actual rate of each loan. */
  async present(loans, { db }) {
    return (await presentLoanItems(loans, db)).map((row) => {
      const loan = row as Omit<Row, 'bunga' | 'bunga_aktual'> & { bunga: string };
      return { ...loan, bunga_aktual: bungaAktual(loan.bunga_pinjam, loan.lama_pinjam, loan.jumlah_hutang) };
    });
  },
};
