import type { GrantSubject } from '../auth/otorisasi-subject';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { OtorisasiFeature } from '@/lib/auth/otorisasi-features';
import type { SessionContext } from '../auth/context';
import type { Database } from '../db/client';
import type { KeyIn } from '@/lib/i18n/keys';

/** `weightDiff`: grams with 3 decimals and their sign, coloured on the page (a tray's over or under weight). */
export type ColumnFormat = 'text' | 'money' | 'weight3' | 'weight2' | 'weightDiff' | 'percent' | 'date' | 'integer';

export type ReportColumn<Row> = {
  key: keyof Row & string;
  label: KeyIn<'reports', 'columns'>;
  format: ColumnFormat;
  total?: boolean;
  /** Shown instead of an empty value (the order items' deskripsi shows "-"). */
  emptyAs?: string;
  /** Relative width in the PDF. */
  width?: number;
  /** Shown only for some filter values (the size column of "NAMA BARANG DAN SIZE"). */
  when?: (values: Record<string, string>) => boolean;
  /** A stored code shown as words on screen and in the exports: each code's key under `reports.options` (OPEN → belumDiterima). */
  valueLabels?: Record<string, KeyIn<'reports', 'options'>>;
};

/** A choice in a filter select; `translate` marks a label that is a key under `reports.options`. */
export type SelectOption = { value: string; label: KeyIn<'reports', 'options'>; translate: true } | { value: string; label: string; translate?: false };

/** A select filter (Jenis, Sort By, Berdasarkan, …); the first option is the default. */
export type ReportSelect = {
  /** The URL parameter and the name the query reads. */
  name: string;
  label: KeyIn<'reports', 'filters'>;
  options: (db: Database) => Promise<SelectOption[]>;
};

export type ReportFilters = { tglFrom: string; tglTo: string; kodeToko: string; values: Record<string, string> };

export type ReportArgs = { db: Database; ctx: SessionContext; filters: ReportFilters };

/**
 * The filtered rows of a report as SQL, so that the engine pages, counts and totals them in the database and streams
 * them to the exports. `select` names its fields by the row's keys (a computed field with `.as(key)`), is filtered by
 * shop first and has no order or limit; `orderBy` is the report's row order and ends with a unique key, so pages never
 * overlap.
 */
export type ReportSource = { select: PgSelect; orderBy: (SQL | PgColumn)[] };

/**
 * One report: its route, the columns of its table, PDF and Excel file, its query and its messages.
 * The page, the PDF renderer and the Excel writer read nothing else.
 */
export type ReportDefinition<Row extends Record<string, unknown> = Record<string, unknown>> = {
  id: string;
  path: string;
  titleKey: KeyIn<'routes'>;
  /** PILIH TOKO at head office. */
  branchSelector: boolean;
  /** At head office PILIH TOKO starts empty and a shop must be chosen ("Mohon Pilih Toko"). */
  branchRequired?: boolean;
  /** Tanggal Dari / Tanggal Akhir with the rules of §5. */
  dateRange: boolean;
  /**
   * Instead of the range, one date (Tanggal, default today): the day the report is taken at, a state rather than a
   * period (the loans outstanding). The query reads it as `filters.tglTo`; `tglFrom` is the same day.
   */
  asOfDate?: boolean;
  selects: ReportSelect[];
  /** Free-text filters (no_pinjam); empty means all. */
  inputs?: { name: string; label: KeyIn<'reports', 'filters'> }[];
  /** Rows come sorted by this key and are shown under a heading per value (kondisi). */
  groupBy?: string;
  /** A group value's words in its heading: its key under `reports.options` (a loan's due-date bucket). */
  groupLabels?: Record<string, KeyIn<'reports', 'options'>>;
  /** Each heading also shows its group's rows and its own sums of the total columns, summed in SQL over the whole result. */
  groupTotals?: boolean;
  /** The search button; default "search" (Cari Laporan). */
  searchLabel?: KeyIn<'reports'>;
  columns: ReportColumn<Row>[];
  query: (args: ReportArgs) => ReportSource;
  /**
   * A field of `select` unique per row and read from an index with the report's order (the stock report's barcode). A
   * deep page then skips its offset on the index alone and reads only its own rows (a deferred join).
   */
  pageKey?: string;
  /**
   * What the table shows for a page (or an export batch) of rows: labels and per-row figures. Never a total column:
   * totals are summed in SQL over the whole result.
   */
  present?: (rows: Record<string, unknown>[], args: ReportArgs) => Promise<Row[]>;
  /** The §8 toasts and the table's empty text. */
  messages: { empty: ReportMessageKey; available: ReportMessageKey; failed: ReportMessageKey; emptyText: ReportMessageKey };
  exportName: string;
  /**
   * Per-row links in an action column (the transfer receipts); labels are keys under `reports`. A link with
   * `authorization` first asks a supervisor (§2.6) and carries the grant as `?otorisasi=`, which its route spends.
   */
  rowLinks?: (row: Row) => RowLink[];
  /** The report-wide Export Pdf / Export Excel buttons; on unless a report exports per row instead. */
  exports?: boolean;
  /** Landscape A4 unless the spec says otherwise; the footer may name the branch too ("Printed By user / branch"). */
  pdf?: { orientation?: 'portrait' | 'landscape'; printedByShop?: boolean; downloadOver?: number };
};

/** A select of SEMUA (the default: every value) and then each coded value in its words (a stage, an age bucket). */
export function everyOrOne(name: string, label: KeyIn<'reports', 'filters'>, labels: Record<string, KeyIn<'reports', 'options'>>): ReportSelect {
  return {
    name, label,
    options: async () => [
      { value: 'SEMUA', label: 'semua', translate: true },
      ...Object.entries(labels).map(([value, words]) => ({ value, label: words, translate: true as const })),
    ],
  };
}

/** The columns a report shows for the chosen filter values. */
export function visibleColumns<Row extends Record<string, unknown>>(definition: ReportDefinition<Row>, values: Record<string, string>): ReportColumn<Row>[] {
  return definition.columns.filter((column) => !column.when || column.when(values));
}

type ReportMessageKey = KeyIn<'reports', 'messages'>;

export type RowLink = { label: KeyIn<'reports'>; href: string; newWindow?: boolean; authorization?: { fitur: OtorisasiFeature; subject: GrantSubject; notes?: string } };
