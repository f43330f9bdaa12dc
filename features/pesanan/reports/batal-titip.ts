import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { titipUang } from '@/features/pesanan/schema';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition } from '@/lib/reports/definition';

type Row = { nama_barang: string; berat: string; harga_jual: number; ongkos: number; harga_total: number; dp_rp: number; no_pesanan: string };

/** /laporan-batal-titip: money deposits cancelled in the period. */
export const batalTitip: ReportDefinition<Row> = {
  id: 'batal-titip',
  path: '/laporan-batal-titip',
  titleKey: 'laporan-batal-titip',
  branchSelector: true,
  dateRange: true,
  selects: [],
  exportName: 'Laporan Batal Titip',
  messages: { empty: 'batalTitipEmpty', available: 'batalTitipAvailable', failed: 'searchFailed', emptyText: 'titipUangEmptyText' },
  columns: [
    { key: 'nama_barang', label: 'namaBarang', format: 'text', width: 1.8 },
    { key: 'berat', label: 'berat', format: 'weight2', total: true },
    { key: 'harga_jual', label: 'hargaJual', format: 'money', total: true },
    { key: 'ongkos', label: 'ongkos', format: 'money', total: true },
    { key: 'harga_total', label: 'hargaTotal', format: 'money', total: true },
    { key: 'dp_rp', label: 'dpRp', format: 'money', total: true },
    { key: 'no_pesanan', label: 'noPesanan', format: 'text', width: 1.6 },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const select = db
      .select({
        nama_barang: titipUang.namaBarang, berat: titipUang.berat, harga_jual: titipUang.hargaJual, ongkos: titipUang.ongkos,
        harga_total: titipUang.hargaTotal, dp_rp: titipUang.dpRp, no_pesanan: titipUang.noPesanan,
      })
      .from(titipUang)
      .where(and(eq(titipUang.kodeToko, filters.kodeToko), eq(titipUang.status, 'BATAL'), gte(titipUang.tglBatal, start), lt(titipUang.tglBatal, end)))
      .$dynamic();
    return { select, orderBy: [asc(titipUang.tglBatal), asc(titipUang.noTitip)] };
  },
};
