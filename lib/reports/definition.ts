import type { SessionContext } from '../auth/context';
import type { Database } from '../db/client';

export type ColumnFormat = 'text' | 'money' | 'weight3' | 'weight2' | 'percent' | 'date' | 'integer';

export type ReportColumn<Row> = {
  key: keyof Row & string;
  /** Key under `reports.columns`. */
  label: string;
  format: ColumnFormat;
  total?: boolean;
  /** Shown instead of an empty value (the order items' deskripsi shows "-"). */
  emptyAs?: string;
  /** Relative width in the PDF. */
  width?: number;
};

export type ReportFilters = { tglFrom: string; tglTo: string; kodeToko: string };

/**
 * One report: its route, the columns of its table, PDF and Excel file, its query and its messages.
 * The page, the PDF renderer and the Excel writer read nothing else.
 */
export type ReportDefinition<Row extends Record<string, unknown> = Record<string, unknown>> = {
  id: string;
  path: string;
  /** Key under `routes` for the title. */
  titleKey: string;
  /** PILIH TOKO at head office. */
  branchSelector: boolean;
  columns: ReportColumn<Row>[];
  query: (args: { db: Database; ctx: SessionContext; filters: ReportFilters }) => Promise<Row[]>;
  /** Keys under `reports.messages`: the §8 toasts and the table's empty text. */
  messages: { empty: string; available: string; failed: string; emptyText: string };
  exportName: string;
};
