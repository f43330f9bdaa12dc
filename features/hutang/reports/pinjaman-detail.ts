import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { customer } from '@/lib/db/schema/shop';
import { hutang } from '@/features/hutang/schema';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition } from '@/lib/reports/definition';
import { customerName, dueDateOf, loanGrams, presentLoanItems, STATUS_LABELS } from './loan-report-parts';

type Row = {
  no_faktur_hutang: string; tgl_hutang: Date; nama_customer: string; detail_barang: string; berat: string; total_taksiran: number;
  jumlah_hutang: number; bunga: string; bunga_rp: number; tgl_jatuh_tempo: string; status: string;
};

const STATES = ['AKTIF', 'LUNAS', 'PERPANJANG', 'LELANG', 'BATAL'] as const;

/**
 * Laporan Pinjaman Detail: the loans made in the period (their Jakarta day), of one state or all, with their pledged
 * items and the figures they were made with: appraisal, principal, monthly rate and interest per day, due date.
 */
export const pinjamanDetail: ReportDefinition<Row> = {
  id: 'pinjaman-detail',
  path: '/laporan-pinjaman-detail',
  titleKey: 'laporan-pinjaman-detail',
  branchSelector: true,
  dateRange: true,
  inputs: [{ name: 'no_pinjam', label: 'noPinjam' }],
  selects: [
    {
      name: 'status', label: 'status',
      options: async () => [
        { value: 'SEMUA', label: 'semua', translate: true },
        ...STATES.map((state) => ({ value: state, label: STATUS_LABELS[state], translate: true as const })),
      ],
    },
  ],
  exportName: 'Laporan Pinjaman Detail',
  messages: { empty: 'pinjamanEmpty', available: 'pinjamanAvailable', failed: 'pinjamanFailed', emptyText: 'pinjamanEmptyText' },
  columns: [
    { key: 'no_faktur_hutang', label: 'noFakturHutang', format: 'text', width: 1.6 },
    { key: 'tgl_hutang', label: 'tglHutang', format: 'date', width: 0.8 },
    { key: 'nama_customer', label: 'namaCustomer', format: 'text', width: 1.2 },
    { key: 'detail_barang', label: 'detailBarang', format: 'text', width: 2 },
    { key: 'berat', label: 'berat', format: 'weight3', total: true, width: 0.7 },
    { key: 'total_taksiran', label: 'taksiran', format: 'money', width: 1 },
    { key: 'jumlah_hutang', label: 'jumlahHutang', format: 'money', total: true, width: 1.1 },
    { key: 'bunga', label: 'bunga', format: 'percent', width: 0.6 },
    { key: 'bunga_rp', label: 'bungaRp', format: 'money', width: 0.8 },
    { key: 'tgl_jatuh_tempo', label: 'tglJatuhTempo', format: 'date', width: 0.8 },
    { key: 'status', label: 'status', format: 'text', width: 0.7, valueLabels: STATUS_LABELS },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const { no_pinjam: noPinjam, status } = filters.values;
    const select = db
      .select({
        no_faktur_hutang: hutang.noFakturHutang,
        tgl_hutang: hutang.tglHutang,
        nama_customer: customerName(),
        berat: loanGrams(),
        total_taksiran: hutang.totalTaksiran,
        jumlah_hutang: hutang.jumlahHutang,
        bunga: hutang.bunga,
        bunga_rp: hutang.bungaRp,
        tgl_jatuh_tempo: sql<string>`${dueDateOf()}::text`.as('tgl_jatuh_tempo'),
        status: hutang.status,
      })
      .from(hutang)
      .leftJoin(customer, eq(customer.kodeCustomer, hutang.kodeCustomer))
      .where(and(
        eq(hutang.kodeToko, filters.kodeToko), gte(hutang.tglHutang, start), lt(hutang.tglHutang, end),
        status && status !== 'SEMUA' ? eq(hutang.status, status) : undefined,
        noPinjam ? sql`${hutang.noFakturHutang} ilike ${`%${noPinjam}%`}` : undefined,
      ))
      .$dynamic();
    return { select, orderBy: [asc(hutang.tglHutang), asc(hutang.noFakturHutang)] };
  },
  /** The page's pawned items, as one line per loan. */
  present: (loans, { db }) => presentLoanItems(loans, db) as Promise<Row[]>,
};
