import { formatDate, formatInteger, formatPercent, formatRupiah, formatWeight, formatWeightDifference, scaledToText, sumRupiah, sumWeights, toScaled, type Exact } from '../format';
import type { ColumnFormat, ReportColumn } from './definition';
import { INDONESIAN_NUMBERS, type NumberStyle } from '../format/number-style';

/** A cell as the table and the PDF show it. */
export function formatCell(value: unknown, format: ColumnFormat, emptyAs = '', style: NumberStyle = INDONESIAN_NUMBERS): string {
  if (value === null || value === undefined || value === '') return emptyAs;
  switch (format) {
    // Rupiah keeps its Indonesian grouping in every language; weights and numbers follow the user's (style).
    case 'money': return formatRupiah(value as Exact);
    case 'weight3': return formatWeight(value as Exact, 3, style);
    case 'weight2': return formatWeight(value as Exact, 2, style);
    case 'weightDiff': return formatWeightDifference(value as Exact, 3, style);
    case 'percent': return formatPercent(value as Exact, style);
    case 'integer': return formatInteger(value as Exact, style);
    case 'date': return formatDate(value as Date);
    default: return String(value);
  }
}

export function isNumeric(format: ColumnFormat): boolean {
  return format !== 'text' && format !== 'date';
}

/** A report's grand totals: money and counts as whole numbers, weights as exact decimal text ("12.345"). */
export type ReportTotals = Record<string, number | string>;
/** A group's rows and its sums of the total columns, by the group's value as text. */
export type GroupTotals = Record<string, { rows: number; totals: ReportTotals }>;

/** Totals of the columns marked `total`, added exactly: weights in milligrams, money in whole Rupiah. */
export function computeTotals<Row extends Record<string, unknown>>(rows: Row[], columns: ReportColumn<Row>[]): ReportTotals {
  const totals: ReportTotals = {};
  for (const column of columns.filter((c) => c.total)) {
    const values = rows.map((row) => row[column.key] as Exact | null | undefined);
    if (column.format === 'weight2' || column.format === 'weight3' || column.format === 'weightDiff') totals[column.key] = sumWeights(values);
    else if (column.format === 'percent') totals[column.key] = scaledToText(values.reduce<bigint>((sum, value) => sum + (value == null || value === '' ? 0n : toScaled(value, 2)), 0n), 2);
    else totals[column.key] = sumRupiah(values);
  }
  return totals;
}
