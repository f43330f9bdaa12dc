import type { ReactNode } from 'react';

/** What a cell is drawn from: the row and its column's value (the names of tanstack-table, which this replaces). */
export type CellContext<Row> = { row: { original: Row }; getValue: () => unknown };

/**
 * A column of DataTable. Its `id` (or `accessorKey`) is its sort key; its value is read by `accessorKey` or `accessorFn`;
 * without `cell` the value is shown as text. The table is paged, sorted and searched on the server, so a column needs no
 * more than this: the table library it replaces weighed 14 KiB gzipped in every list's first load.
 */
export type ColumnDef<Row> = {
  id?: string;
  accessorKey?: keyof Row & string;
  accessorFn?: (row: Row) => unknown;
  header: ReactNode;
  cell?: (context: CellContext<Row>) => ReactNode;
  meta?: { align?: 'right' };
};

export const columnId = <Row>(column: ColumnDef<Row>): string => column.id ?? column.accessorKey ?? '';

/** The cell of one row: the column's own drawing, else its value as text (nothing for a missing value). */
export function renderCell<Row>(column: ColumnDef<Row>, row: Row): ReactNode {
  const getValue = () => (column.accessorFn ? column.accessorFn(row) : column.accessorKey ? row[column.accessorKey] : undefined);
  if (column.cell) return column.cell({ row: { original: row }, getValue });
  const value = getValue();
  return value === undefined || value === null ? null : String(value);
}
