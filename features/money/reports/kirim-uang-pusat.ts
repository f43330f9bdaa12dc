import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { kirimUang } from '@/features/money/schema';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition } from '@/lib/reports/definition';

type Row = {
  nomor_referensi: string; tanggal: Date; kode_toko: string; keterangan: string; jumlah: number; status: string;
  input_by: string; diterima_oleh: string; tgl_terima: Date | null;
};

/** A transfer's status in the words of the status filter, in the rows and the exports alike. */
const STATUS_WORDS = { OPEN: 'belumDiterima', DONE: 'sudahDiterima' } as const;

/** Laporan Kirim Uang Pusat: a branch's transfers to head office of a period; at head office a branch must be chosen. */
export const kirimUangPusat: ReportDefinition<Row> = {
  id: 'kirim-uang-pusat',
  path: '/laporan-kirim-uang-pusat',
  titleKey: 'laporan-kirim-uang-pusat',
  branchSelector: true,
  branchRequired: true,
  dateRange: true,
  selects: [{
    name: 'status', label: 'status',
    options: async () => [
      { value: 'ALL', label: 'semua', translate: true },
      { value: 'OPEN', label: STATUS_WORDS.OPEN, translate: true },
      { value: 'DONE', label: STATUS_WORDS.DONE, translate: true },
    ],
  }],
  exportName: 'Laporan Kirim Uang Pusat',
  messages: { empty: 'kirimUangEmpty', available: 'kirimUangAvailable', failed: 'kirimUangFailed', emptyText: 'kirimUangEmpty' },
  columns: [
    { key: 'nomor_referensi', label: 'nomorReferensi', format: 'text', width: 1.8 },
    { key: 'tanggal', label: 'tanggal', format: 'date', width: 0.9 },
    { key: 'kode_toko', label: 'toko', format: 'text', width: 0.7 },
    { key: 'keterangan', label: 'keterangan', format: 'text', width: 1.8, emptyAs: '-' },
    { key: 'jumlah', label: 'jumlah', format: 'money', total: true, width: 1.2 },
    { key: 'status', label: 'status', format: 'text', width: 1, valueLabels: STATUS_WORDS },
    { key: 'input_by', label: 'inputBy', format: 'text', width: 0.8 },
    { key: 'diterima_oleh', label: 'diterimaOleh', format: 'text', width: 0.8, emptyAs: '-' },
    { key: 'tgl_terima', label: 'tglTerima', format: 'date', width: 0.9, emptyAs: '-' },
  ],
  rowLinks: (row) => [{
    label: 'cetakBukti', href: `/api/kirim-uang/${encodeURIComponent(row.nomor_referensi)}/pdf`, newWindow: true,
    authorization: { fitur: 'CETAK_ULANG_KIRIM_UANG', subject: documentSubject(row.nomor_referensi, 'cetak') },
  }],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const status = filters.values.status;
    const select = db
      .select({
        nomor_referensi: kirimUang.nomorReferensi, tanggal: kirimUang.tanggal, kode_toko: kirimUang.kodeToko, keterangan: kirimUang.keterangan,
        jumlah: kirimUang.jumlah, status: kirimUang.status, input_by: kirimUang.createdBy, diterima_oleh: kirimUang.receivedBy, tgl_terima: kirimUang.receivedAt,
      })
      .from(kirimUang)
      .where(and(eq(kirimUang.kodeToko, filters.kodeToko), gte(kirimUang.tanggal, start), lt(kirimUang.tanggal, end), status === 'ALL' ? undefined : eq(kirimUang.status, status)))
      .$dynamic();
    return { select, orderBy: [asc(kirimUang.tanggal), asc(kirimUang.nomorReferensi)] };
  },
  async present(rows) {
    return rows.map((row) => ({ ...row, diterima_oleh: row.diterima_oleh ?? '' }) as Row);
  },
};
