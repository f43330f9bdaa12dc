import type { KeyIn } from '@/lib/i18n/keys';
import type { ReportColumn, ReportDefinition } from './definition';
import type { GroupTotals } from './format-cell';

/** A key under `reports.options` translated into the user's language. */
export type OptionText = (key: KeyIn<'reports', 'options'>) => string;

/**
 * A row with each coded column's value shown as words (Kirim Uang Pusat's status OPEN → "BELUM DITERIMA", the words of
 * its filter). A value the column does not name stays as it is.
 */
export function labelValues<Row extends Record<string, unknown>>(row: Row, columns: ReportColumn<Row>[], optionText: OptionText): Row {
  const coded = columns.filter((column) => column.valueLabels);
  if (coded.length === 0) return row;
  const labelled: Record<string, unknown> = { ...row };
  for (const column of coded) {
    const key = column.valueLabels![String(row[column.key])];
    if (key) labelled[column.key] = optionText(key);
  }
  return labelled as Row;
}

/** Batches of rows (an export's cursor) with their coded values shown as words. */
export async function* labelBatches<Row extends Record<string, unknown>>(batches: AsyncIterable<Row[]>, columns: ReportColumn<Row>[], optionText: OptionText): AsyncGenerator<Row[]> {
  for await (const rows of batches) yield rows.map((row) => labelValues(row, columns, optionText));
}

/**
 * A group heading's text: the group's value, in words when the definition names it (a loan's due-date bucket), and with
 * `groupTotals` its row count ("JATUH TEMPO ≤ 7 HARI · 3 data"). The page, the PDF and the Excel file write the same.
 */
export function groupHeadingOf(
  definition: Pick<ReportDefinition, 'groupLabels'>,
  groups: GroupTotals,
  optionText: OptionText,
  countText: (count: number) => string,
): (value: unknown) => string {
  return (value) => {
    const key = definition.groupLabels?.[String(value)];
    const words = key ? optionText(key) : String(value);
    const group = groups[String(value)];
    return group ? `${words} · ${countText(group.rows)}` : words;
  };
}
