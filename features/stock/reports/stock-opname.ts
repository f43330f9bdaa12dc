import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { stockOpname } from '@/features/stock/schema';
import { jakartaDayRange } from '@/lib/time/jakarta';
import type { ReportDefinition } from '@/lib/reports/definition';

type Row = {
  no_opname: string; tanggal: Date; kode_gudang: string; kode_baki: string; status: string; qty_expected: number; berat_expected: string;
  qty_ditemukan: number; berat_ditemukan: string; qty_hilang: number; berat_hilang: string; qty_asing: number; ditutup_oleh: string; tgl_tutup: Date | null;
};

/**
 * /laporan-stock-opname: the counts started in the period, each with what it expected, found and missed (pieces and
 * grams), how many foreign barcodes were scanned, and who closed it and when. An open count's missing items are the
 * ones not scanned yet.
 */
export const stockOpnameReport: ReportDefinition<Row> = {
  id: 'stock-opname',
  path: '/laporan-stock-opname',
  titleKey: 'laporan-stock-opname',
  branchSelector: true,
  dateRange: true,
  selects: [],
  exportName: 'Laporan Stock Opname',
  messages: { empty: 'stockEmpty', available: 'stockAvailable', failed: 'searchFailed', emptyText: 'stockEmptyText' },
  pdf: { printedByShop: true },
  columns: [
    { key: 'no_opname', label: 'noOpname', format: 'text', width: 1.6 },
    { key: 'tanggal', label: 'tanggal', format: 'date', width: 0.8 },
    { key: 'kode_gudang', label: 'gudang', format: 'text', width: 1.1 },
    { key: 'kode_baki', label: 'baki', format: 'text', emptyAs: '-', width: 0.8 },
    { key: 'status', label: 'status', format: 'text', width: 0.6 },
    { key: 'qty_expected', label: 'qtyExpected', format: 'integer', total: true, width: 0.6 },
    { key: 'berat_expected', label: 'beratExpected', format: 'weight3', total: true, width: 0.8 },
    { key: 'qty_ditemukan', label: 'qtyDitemukan', format: 'integer', total: true, width: 0.6 },
    { key: 'berat_ditemukan', label: 'beratDitemukan', format: 'weight3', total: true, width: 0.8 },
    { key: 'qty_hilang', label: 'qtyHilang', format: 'integer', total: true, width: 0.6 },
    { key: 'berat_hilang', label: 'beratHilang', format: 'weight3', total: true, width: 0.8 },
    { key: 'qty_asing', label: 'qtyAsing', format: 'integer', total: true, width: 0.6 },
    { key: 'ditutup_oleh', label: 'ditutupOleh', format: 'text', emptyAs: '-', width: 0.8 },
    { key: 'tgl_tutup', label: 'tglTutup', format: 'date', emptyAs: '-', width: 0.8 },
  ],
  query({ db, filters }) {
    const { start, end } = jakartaDayRange(filters.tglFrom, filters.tglTo);
    const scanned = sql`exists (select 1 from stock_opname_scan s where s.no_opname = i.no_opname and s.kode_barcode = i.kode_barcode)`;
    const items = (what: 'count' | 'grams', where = sql`true`) => what === 'count'
      ? sql<number>`(select count(*)::int from stock_opname_item i where i.no_opname = o.no_opname and ${where})`
      : sql<string>`(select coalesce(sum(i.berat), 0) from stock_opname_item i where i.no_opname = o.no_opname and ${where})`;
    // The counts are read as `o`, so the subqueries name their count's column without ambiguity.
    const o = alias(stockOpname, 'o');
    const select = db
      .select({
        no_opname: o.noOpname, tanggal: o.createdAt, kode_gudang: o.kodeGudang, kode_baki: o.kodeBaki, status: o.status,
        qty_expected: items('count').as('qty_expected'), berat_expected: items('grams').as('berat_expected'),
        qty_ditemukan: items('count', scanned).as('qty_ditemukan'), berat_ditemukan: items('grams', scanned).as('berat_ditemukan'),
        qty_hilang: items('count', sql`not ${scanned}`).as('qty_hilang'), berat_hilang: items('grams', sql`not ${scanned}`).as('berat_hilang'),
        qty_asing: sql<number>`(select count(*)::int from stock_opname_scan s where s.no_opname = o.no_opname
                                 and not exists (select 1 from stock_opname_item i where i.no_opname = s.no_opname and i.kode_barcode = s.kode_barcode))`.as('qty_asing'),
        ditutup_oleh: sql<string>`coalesce(${o.closedBy}, '')`.as('ditutup_oleh'), tgl_tutup: o.closedAt,
      })
      .from(o)
      .where(and(eq(o.kodeToko, filters.kodeToko), gte(o.createdAt, start), lt(o.createdAt, end)))
      .$dynamic();
    return { select, orderBy: [asc(o.createdAt), asc(o.noOpname)] };
  },
};
