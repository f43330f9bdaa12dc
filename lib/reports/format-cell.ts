import { formatDate, formatInteger, formatPercent, formatRupiah, formatWeight } from '../format';
import type { ColumnFormat, ReportColumn } from './definition';

/** A cell as the table and the PDF show it. */
export function formatCell(value: unknown, format: ColumnFormat, emptyAs = ''): string {
  if (value === null || value === undefined || value === '') return emptyAs;
  switch (format) {
    case 'money': return formatRupiah(Number(value));
    case 'weight3': return formatWeight(value as string, 3);
    case 'weight2': return formatWeight(value as string, 2);
    case 'percent': return formatPercent(Number(value));
    case 'integer': return formatInteger(Number(value));
    case 'date': return formatDate(value as Date);
    default: return String(value);
  }
}

export function isNumeric(format: ColumnFormat): boolean {
  return format !== 'text' && format !== 'date';
}

/**
 * Totals of the columns marked `total`. Weights are summed in milligrams and money in whole Rupiah,
 * so no float error creeps into a grand total.
 */
export function computeTotals<Row extends Record<string, unknown>>(rows: Row[], columns: ReportColumn<Row>[]): Partial<Record<keyof Row, number>> {
  const totals: Partial<Record<keyof Row, number>> = {};
  for (const column of columns.filter((c) => c.total)) {
    const weight = column.format === 'weight2' || column.format === 'weight3';
    const sum = rows.reduce((acc, row) => acc + (weight ? Math.round(Number(row[column.key]) * 1000) : Number(row[column.key])), 0);
    totals[column.key] = weight ? sum / 1000 : sum;
  }
  return totals;
}
