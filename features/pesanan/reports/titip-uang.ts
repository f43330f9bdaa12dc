import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import { titipUang } from '@/features/pesanan/schema';
import type { KeyIn } from '@/lib/i18n/keys';
import type { ReportDefinition } from '@/lib/reports/definition';
import { jakartaDayRange } from '@/lib/time/jakarta';

type Row = {
  tanggal: Date; nama_barang: string; berat: string; harga_jual: number; ongkos: number; harga_total: number; dp_rp: number;
  no_pesanan: string; status: string;
};

/** A deposit's state in the report's words (cancelled deposits are in Laporan Batal Titip). */
export const DEPOSIT_STATUS_LABELS: Record<'AKTIF' | 'TERJUAL', KeyIn<'reports', 'options'>> = { AKTIF: 'aktif', TERJUAL: 'terjual' };

/**
 * /laporan-titip-uang: the money deposits taken in the period (by their date), §3's deposit row with the day and the
 * state: still held (AKTIF) or settled by the sale of the item (TERJUAL). Cancelled deposits are in Laporan Batal Titip.
 */
export const titipUangReport: ReportDefinition<Row> = {
  id: 'titip-uang',
  path: '/laporan-titip-uang',
  titleKey: 'laporan-titip-uang',
  branchSelector: true,
  dateRange: true,
  selects: [
    {
      name: 'status', label: 'status',
      options: async () => [
        { value: 'SEMUA', label: 'semua', translate: true },
        ...Object.entries(DEPOSIT_STATUS_LABELS).map(([value, label]) => ({ value, label, translate: true as const })),
      ],
    },
  ],
  exportName: 'Laporan Titip Uang',
  messages: { empty: 'titipUangEmpty', available: 'titipUangAvailable', failed: 'searchFailed', emptyText: 'titipUangEmptyText' },
  columns: [
    { key: 'tanggal', label: 'tanggal', format: 'date' },
    { key: 'nama_barang', label: 'namaBarang', format: 'text', width: 1.8 },
    { key: 'berat', label: 'berat', format: 'weight2', total: true },
    { key: 'harga_jual', label: 'hargaJual', format: 'money', total: true },
    { key: 'ongkos', label: 'ongkos', format: 'money', total: true },
    { key: 'harga_total', label: 'hargaTotal', format: 'money', total: true },
    { key: 'dp_rp', label: 'dpRp', format: 'money', total: true },
    { key: 'no_pesanan', label: 'noPesanan', format: 'text', width: 1.6 },
    { key: 'status', label: 'status', format: 'text', width: 0.8, valueLabels: DEPOSIT_STATUS_LABELS },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const status = filters.values.status;
    const select = db
      .select({
        tanggal: titipUang.tanggal, nama_barang: titipUang.namaBarang, berat: titipUang.berat, harga_jual: titipUang.hargaJual, ongkos: titipUang.ongkos,
        harga_total: titipUang.hargaTotal, dp_rp: titipUang.dpRp, no_pesanan: titipUang.noPesanan, status: titipUang.status,
      })
      .from(titipUang)
      .where(and(
        eq(titipUang.kodeToko, filters.kodeToko), ne(titipUang.status, 'BATAL'), gte(titipUang.tanggal, start), lt(titipUang.tanggal, end),
        status && status !== 'SEMUA' ? eq(titipUang.status, status) : undefined,
      ))
      .$dynamic();
    return { select, orderBy: [asc(titipUang.tanggal), asc(titipUang.noTitip)] };
  },
};
