import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { barang, mutasiStok, stokDokumen } from '@/lib/db/schema/gram-ledger';
import { hancurBarang as hancurBarangTable } from '@/features/stock/schema';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportArgs, ReportDefinition } from '@/lib/reports/definition';

/** The documents of the shop dated in the period (Jakarta days), with their entries of one kind. */
function entriesOf(args: ReportArgs, kind: string, documentKinds?: string[]) {
  const { start, end } = jakartaDayRange(args.filters.tglFrom, args.filters.tglTo);
  return and(
    eq(stokDokumen.kodeToko, args.filters.kodeToko), gte(stokDokumen.createdAt, start), lt(stokDokumen.createdAt, end),
    eq(mutasiStok.jenisMutasi, kind), documentKinds ? inArray(stokDokumen.jenisDokumen, documentKinds) : undefined,
  );
}

type ItemRow = { tanggal: Date; no_dokumen: string; kode_barcode: string; nama_barang: string; kode_dept: string; kode_baki: string; berat: string; input_by: string };

const itemColumns = (bakiLabel: 'baki' | 'dariBaki') => [
  { key: 'tanggal', label: 'tanggal', format: 'date', width: 0.8 },
  { key: 'no_dokumen', label: 'noDokumen', format: 'text', width: 1.6 },
  { key: 'kode_barcode', label: 'kode', format: 'text', width: 1.1 },
  { key: 'nama_barang', label: 'namaBarang', format: 'text', width: 1.8 },
  { key: 'kode_dept', label: 'jenis', format: 'text', width: 0.6 },
  { key: 'kode_baki', label: bakiLabel, format: 'text', width: 0.9 },
  { key: 'berat', label: 'berat', format: 'weight3', total: true, width: 0.8 },
  { key: 'input_by', label: 'inputBy', format: 'text', width: 0.8 },
] as const satisfies ReportDefinition<ItemRow>['columns'];

/** /laporan-tambah-barang: the items a shop took into stock in the period (Tambah Barang and Import Barang documents). */
export const tambahBarang: ReportDefinition<ItemRow> = {
  id: 'tambah-barang',
  path: '/laporan-tambah-barang',
  titleKey: 'laporan-tambah-barang',
  branchSelector: true,
  dateRange: true,
  selects: [],
  exportName: 'Laporan Tambah Barang',
  messages: { empty: 'stockEmpty', available: 'stockAvailable', failed: 'searchFailed', emptyText: 'stockEmptyText' },
  pdf: { printedByShop: true },
  columns: [...itemColumns('baki')],
  query(args) {
    const select = args.db
      .select({
        tanggal: stokDokumen.createdAt, no_dokumen: stokDokumen.noDokumen, kode_barcode: mutasiStok.kodeBarcode, nama_barang: barang.namaBarang,
        kode_dept: mutasiStok.kodeDept, kode_baki: mutasiStok.keBaki, berat: mutasiStok.keBerat, input_by: stokDokumen.createdBy,
      })
      .from(mutasiStok)
      .innerJoin(stokDokumen, eq(stokDokumen.id, mutasiStok.dokumenId))
      .innerJoin(barang, eq(barang.kodeBarcode, mutasiStok.kodeBarcode))
      .where(entriesOf(args, 'RECEIVED', ['TAMBAH_BARANG', 'IMPORT_BARANG']))
      .$dynamic();
    return { select, orderBy: [asc(stokDokumen.createdAt), asc(mutasiStok.id)] };
  },
};

/**
 * /laporan-hancur-barang: the items destroyed in the period, from the DESTROYED entries and their document, with the
 * reason and the approving supervisor Hancur Data Barang keeps in `hancur_barang` (decision 016).
 */
type DestroyedRow = ItemRow & { alasan: string; disetujui_oleh: string };

export const hancurBarang: ReportDefinition<DestroyedRow> = {
  id: 'hancur-barang',
  path: '/laporan-hancur-barang',
  titleKey: 'laporan-hancur-barang',
  branchSelector: true,
  dateRange: true,
  selects: [],
  exportName: 'Laporan Hancur Barang',
  messages: { empty: 'stockEmpty', available: 'stockAvailable', failed: 'searchFailed', emptyText: 'stockEmptyText' },
  pdf: { printedByShop: true },
  columns: [
    ...itemColumns('dariBaki'),
    { key: 'alasan', label: 'alasan', format: 'text', width: 1.4 },
    { key: 'disetujui_oleh', label: 'disetujuiOleh', format: 'text', width: 0.8 },
  ],
  query(args) {
    const select = args.db
      .select({
        tanggal: stokDokumen.createdAt, no_dokumen: stokDokumen.noDokumen, kode_barcode: mutasiStok.kodeBarcode, nama_barang: barang.namaBarang,
        kode_dept: mutasiStok.kodeDept, kode_baki: sql<string>`coalesce(${mutasiStok.dariBaki}, '')`.as('kode_baki'),
        berat: sql<string>`${mutasiStok.dariBerat}`.as('berat'), input_by: stokDokumen.createdBy,
        alasan: sql<string>`coalesce(${hancurBarangTable.alasan}, '')`.as('alasan'),
        disetujui_oleh: sql<string>`coalesce(${hancurBarangTable.disetujuiOleh}, '')`.as('disetujui_oleh'),
      })
      .from(mutasiStok)
      .innerJoin(stokDokumen, eq(stokDokumen.id, mutasiStok.dokumenId))
      .innerJoin(barang, eq(barang.kodeBarcode, mutasiStok.kodeBarcode))
      .leftJoin(hancurBarangTable, eq(hancurBarangTable.dokumenId, stokDokumen.id))
      .where(entriesOf(args, 'DESTROYED'))
      .$dynamic();
    return { select, orderBy: [asc(stokDokumen.createdAt), asc(mutasiStok.id)] };
  },
};

type MoveRow = { tanggal: Date; no_dokumen: string; dari: string; ke: string; jumlah: number; berat: string; input_by: string };

/** /laporan-pindah-barang: the moves of the period, a row per document and from/to tray, with pieces and grams. */
export const pindahBarangReport: ReportDefinition<MoveRow> = {
  id: 'pindah-barang',
  path: '/laporan-pindah-barang',
  titleKey: 'laporan-pindah-barang',
  branchSelector: true,
  dateRange: true,
  selects: [],
  exportName: 'Laporan Pindah Barang',
  messages: { empty: 'stockEmpty', available: 'stockAvailable', failed: 'searchFailed', emptyText: 'stockEmptyText' },
  pdf: { printedByShop: true },
  columns: [
    { key: 'tanggal', label: 'tanggal', format: 'date', width: 0.8 },
    { key: 'no_dokumen', label: 'noPindah', format: 'text', width: 1.6 },
    { key: 'dari', label: 'dariBaki', format: 'text', width: 1.4 },
    { key: 'ke', label: 'keBaki', format: 'text', width: 1.4 },
    { key: 'jumlah', label: 'jumlah', format: 'integer', total: true, width: 0.6 },
    { key: 'berat', label: 'berat', format: 'weight3', total: true, width: 0.8 },
    { key: 'input_by', label: 'inputBy', format: 'text', width: 0.8 },
  ],
  query(args) {
    const dari = sql<string>`${mutasiStok.dariGudang} || ' / ' || ${mutasiStok.dariBaki}`;
    const ke = sql<string>`${mutasiStok.keGudang} || ' / ' || ${mutasiStok.keBaki}`;
    const select = args.db
      .select({
        tanggal: stokDokumen.createdAt, no_dokumen: stokDokumen.noDokumen, dari: dari.as('dari'), ke: ke.as('ke'),
        jumlah: sql<number>`count(*)::int`.as('jumlah'), berat: sql<string>`sum(${mutasiStok.keBerat})`.as('berat'), input_by: stokDokumen.createdBy,
      })
      .from(mutasiStok)
      .innerJoin(stokDokumen, eq(stokDokumen.id, mutasiStok.dokumenId))
      .where(entriesOf(args, 'MOVED'))
      .groupBy(stokDokumen.id, mutasiStok.dariGudang, mutasiStok.dariBaki, mutasiStok.keGudang, mutasiStok.keBaki)
      .$dynamic();
    return { select, orderBy: [asc(stokDokumen.createdAt), asc(stokDokumen.id), asc(dari), asc(ke)] };
  },
};

type ReceiptRow = ItemRow & { dari_toko: string };
const sent = alias(mutasiStok, 'sent');

/** /laporan-terima-barang: the items received from another shop in the period, and which shop sent each. */
export const terimaBarang: ReportDefinition<ReceiptRow> = {
  id: 'terima-barang',
  path: '/laporan-terima-barang',
  titleKey: 'laporan-terima-barang',
  branchSelector: true,
  dateRange: true,
  selects: [],
  exportName: 'Laporan Terima Barang',
  messages: { empty: 'stockEmpty', available: 'stockAvailable', failed: 'searchFailed', emptyText: 'stockEmptyText' },
  pdf: { printedByShop: true },
  columns: [
    ...itemColumns('baki').slice(0, 5),
    { key: 'dari_toko', label: 'tokoAsal', format: 'text', width: 0.8 },
    ...itemColumns('baki').slice(5),
  ],
  query(args) {
    const select = args.db
      .select({
        tanggal: stokDokumen.createdAt, no_dokumen: stokDokumen.noDokumen, kode_barcode: mutasiStok.kodeBarcode, nama_barang: barang.namaBarang,
        kode_dept: mutasiStok.kodeDept, dari_toko: sql<string>`coalesce(${sent.dariToko}, '')`.as('dari_toko'), kode_baki: mutasiStok.keBaki,
        berat: mutasiStok.keBerat, input_by: stokDokumen.createdBy,
      })
      .from(mutasiStok)
      .innerJoin(stokDokumen, eq(stokDokumen.id, mutasiStok.dokumenId))
      .innerJoin(barang, eq(barang.kodeBarcode, mutasiStok.kodeBarcode))
      // The entry a receipt continues is the sending shop's SENT entry.
      .leftJoin(sent, eq(sent.id, mutasiStok.sebelumnyaId))
      .where(entriesOf(args, 'RECEIVED_FROM_SHOP'))
      .$dynamic();
    return { select, orderBy: [asc(stokDokumen.createdAt), asc(mutasiStok.id)] };
  },
};
