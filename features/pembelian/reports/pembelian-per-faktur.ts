import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { groupBarang } from '@/lib/db/schema/gram-ledger';
import { kondisiPembelian, pembelian, pembelianDetail } from '@/features/pembelian/schema';
import { KELOMPOK_HARGA } from '../../../lib/db/purchase-values';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition, SelectOption } from '@/lib/reports/definition';
import { hargaPerGram, persentaseBeli } from '@/lib/reports/formulas';

type Row = {
  kondisi: string; no_faktur_beli: string; kode_sales: string; nama_barang: string; kode_group: string; harga_emas: number;
  berat_nota: string; berat: string; harga_nota: number; harga: number; harga_per_gram: number; persentase: string;
};

const ALL: SelectOption = { value: 'ALL', label: 'semua', translate: true };

/**
 * Laporan Pembelian Per Faktur: the items bought in the period (cancelled buybacks left out), grouped by condition, with price per gram and margin (§9).
 * §9's market gold price is that of the row's own karat on the day of the purchase, kept on the purchase (harga_emas):
 * the 24K price of Parameter Harga Global would make every lower karat look like a large margin (17K at about 36 %).
 */
export const pembelianPerFaktur: ReportDefinition<Row> = {
  id: 'pembelian-per-faktur',
  path: '/laporan-pembelian-per-faktur',
  titleKey: 'laporan-pembelian-per-faktur',
  branchSelector: true,
  dateRange: true,
  searchLabel: 'searchData',
  groupBy: 'kondisi',
  selects: [
    {
      name: 'kode_group', label: 'kodeGroup',
      options: async (db) => [ALL, ...(await db.select().from(groupBarang).orderBy(asc(groupBarang.kodeGroup))).map((g) => ({ value: g.kodeGroup, label: `${g.kodeGroup} - ${g.namaGroup}` }))],
    },
    { name: 'kelompok_harga', label: 'kelompokHarga', options: async () => [ALL, ...KELOMPOK_HARGA.map((k) => ({ value: k.kode, label: k.nama }))] },
    // The conditions of Master Kondisi Pembelian (what a buyback line names).
    {
      name: 'kondisi', label: 'kondisiBeli',
      options: async (db) => [ALL, ...(await db.select().from(kondisiPembelian).orderBy(asc(kondisiPembelian.kodeKondisi)))
        .map((k) => ({ value: k.kodeKondisi, label: `${k.kodeKondisi} - ${k.namaKondisi}` }))],
    },
  ],
  exportName: 'Laporan Pembelian Per Faktur',
  messages: { empty: 'pembelianEmpty', available: 'pembelianAvailable', failed: 'pembelianEmpty', emptyText: 'pembelianEmptyText' },
  pdf: { downloadOver: 500 },
  columns: [
    { key: 'no_faktur_beli', label: 'noFakturBeli', format: 'text', width: 1.7 },
    { key: 'kode_sales', label: 'sales', format: 'text', width: 0.9 },
    { key: 'nama_barang', label: 'namaBarang', format: 'text', width: 1.6 },
    { key: 'kode_group', label: 'group', format: 'text', width: 0.5 },
    { key: 'harga_emas', label: 'hargaEmas', format: 'money' },
    { key: 'berat_nota', label: 'beratNota', format: 'weight3', total: true, width: 0.8 },
    { key: 'berat', label: 'berat', format: 'weight3', total: true, width: 0.8 },
    { key: 'harga_nota', label: 'hargaNota', format: 'money', total: true, width: 1.1 },
    { key: 'harga', label: 'harga', format: 'money', total: true, width: 1.1 },
    { key: 'harga_per_gram', label: 'hargaPerGram', format: 'money' },
    { key: 'persentase', label: 'persentase', format: 'percent', width: 0.7 },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const { kode_group, kelompok_harga, kondisi } = filters.values;
    const select = db
      .select({
        kondisi: pembelianDetail.kondisi, no_faktur_beli: pembelian.noFakturBeli, kode_sales: pembelian.kodeSales, nama_barang: pembelianDetail.namaBarang,
        kode_group: pembelianDetail.kodeGroup, harga_emas: pembelianDetail.hargaEmas, berat_nota: pembelianDetail.beratNota, berat: pembelianDetail.berat,
        harga_nota: pembelianDetail.hargaNota, harga: pembelianDetail.harga,
      })
      .from(pembelian)
      .innerJoin(pembelianDetail, eq(pembelianDetail.noFakturBeli, pembelian.noFakturBeli))
      .where(and(
        eq(pembelian.kodeToko, filters.kodeToko), gte(pembelian.tanggal, start), lt(pembelian.tanggal, end), eq(pembelian.status, 'AKTIF'),
        kode_group === 'ALL' ? undefined : eq(pembelianDetail.kodeGroup, kode_group),
        kelompok_harga === 'ALL' ? undefined : eq(pembelianDetail.kelompokHarga, kelompok_harga),
        kondisi === 'ALL' ? undefined : eq(pembelianDetail.kondisi, kondisi),
      ))
      .$dynamic();
    return { select, orderBy: [asc(pembelianDetail.kondisi), asc(pembelian.tanggal), asc(pembelian.noFakturBeli), asc(pembelianDetail.urutan)] };
  },
  /** Price per gram and margin of each row of the page (not totalled). */
  async present(rows) {
    return rows.map((raw) => {
      const row = raw as Omit<Row, 'harga_per_gram' | 'persentase'>;
      const perGram = hargaPerGram(row.harga, row.berat);
      return { ...row, harga_per_gram: perGram, persentase: persentaseBeli(row.harga_emas, perGram) };
    });
  },
};
