import { RowLinkButton } from './row-link';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '../shell/in-app-links';
import { Fragment } from 'react';
import type { ColumnFormat, ReportColumn, ReportDefinition } from '@/lib/reports/definition';
import { formatCell, isNumeric, type GroupTotals, type ReportTotals } from '@/lib/reports/format-cell';
import { groupHeadingOf, labelValues } from '@/lib/reports/value-labels';
import { getNumberStyle } from '@/lib/i18n/number-style.server';
import { EmptyState } from '../data-table/empty-state';

// The rows scroll inside a frame of bounded height, between the header row stuck to its top and the totals row stuck to
// its bottom: at 1366×768 a long or wide report keeps its column names, its totals and its horizontal scrollbar on screen.
const FRAME = 'max-h-[min(70vh,calc(100dvh-8rem))] overflow-auto';
const HEAD_CELL = 'sticky top-0 z-10 border-b border-stone-200 bg-stone-50';
const TOTAL_CELL = 'sticky bottom-0 z-10 border-t-2 border-stone-300 bg-amber-50';
const cellAlign = (column: ReportColumn<Record<string, unknown>>) => (isNumeric(column.format) ? 'text-right tabular-nums' : 'text-left');

/**
 * A page of a report's rows with the totals footer of the whole result, rendered on the server. The frame that scrolls
 * takes the keyboard focus, so its rows and columns can be reached without a mouse.
 */
export async function ReportTable({ definition, columns, rows, totals, count, groupTotals = {}, page: current, pageSize, pageHref }: {
  /** Each group's rows and sums (a definition with `groupTotals`), shown in its heading. */
  groupTotals?: GroupTotals;
  definition: ReportDefinition;
  columns: ReportColumn<Record<string, unknown>>[];
  /** The current page only, read in SQL; totals and exports cover every row. */
  rows: Record<string, unknown>[];
  totals: ReportTotals;
  /** Rows of the whole result. */
  count: number;
  page: number;
  pageSize: number;
  pageHref: (page: number) => string;
}) {
  const [t, tCommon, tTable, numberStyle] = await Promise.all([getTranslations('reports'), getTranslations('common'), getTranslations('table'), getNumberStyle()]);
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const offset = (current - 1) * pageSize;
  if (count === 0) return <EmptyState text={t(`messages.${definition.messages.emptyText}`)} />;
  const first = columns.findIndex((column) => column.total);
  const span = columns.length + (definition.rowLinks ? 2 : 1);
  const heading = groupHeadingOf(definition, groupTotals, (key) => t(`options.${key}`), (n) => t('resultCount', { count: n }));
  const groupSums = (value: unknown) => (definition.groupTotals && first >= 0 ? groupTotals[String(value)]?.totals : undefined);
  return (
    <div className="rounded-lg border border-stone-200">
      <div role="region" aria-label={t('resultFrame')} tabIndex={0} data-testid="report-frame"
        className={`${FRAME} rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700`}>
        <table className="w-full border-separate border-spacing-0 text-sm" aria-label={t('resultLabel')}>
          <thead className="text-xs uppercase tracking-wide text-stone-600">
            <tr>
              <th scope="col" className={`${HEAD_CELL} px-2 py-2 text-left`}>#</th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={`${HEAD_CELL} whitespace-nowrap px-2 py-2 ${cellAlign(column)}`}>{t(`columns.${column.label}`)}</th>
              ))}
              {definition.rowLinks && <th scope="col" className={`${HEAD_CELL} px-2 py-2 text-left`}>{tCommon('actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const shown = labelValues(row, columns, (key) => t(`options.${key}`));
              return (
                <Fragment key={index}>
                  {definition.groupBy && (index === 0 || rows[index - 1][definition.groupBy] !== row[definition.groupBy]) && (
                    <GroupHeading value={row[definition.groupBy]} text={heading(row[definition.groupBy])} span={span} columns={columns} first={first}
                      sums={groupSums(row[definition.groupBy])} numberStyle={numberStyle} withLinks={!!definition.rowLinks} />
                  )}
                  <tr className="hover:bg-amber-50/40">
                    <td className="border-b border-stone-100 px-2 py-1.5 text-stone-500">{offset + index + 1}</td>
                    {columns.map((column) => (
                      <td key={column.key} className={`whitespace-nowrap border-b border-stone-100 px-2 py-1.5 ${cellAlign(column)} ${differenceTone(column.format, shown[column.key])}`}>
                        {formatCell(shown[column.key], column.format, column.emptyAs, numberStyle)}
                      </td>
                    ))}
                    {definition.rowLinks && (
                      <td className="whitespace-nowrap border-b border-stone-100 px-2 py-1.5">
                        <span className="flex gap-2">
                          {definition.rowLinks(row).map((link) => <RowLinkButton key={link.href} link={link} label={t(link.label)} />)}
                        </span>
                      </td>
                    )}
                  </tr>
                </Fragment>
              );
            })}
          </tbody>
          {first >= 0 && (
            <tfoot className="font-semibold">
              <tr>
                <td className={`${TOTAL_CELL} px-2 py-2`} colSpan={first + 1}>{t('grandTotal')}</td>
                {columns.slice(first).map((column) => (
                  <td key={column.key} data-total={column.key} className={`${TOTAL_CELL} whitespace-nowrap px-2 py-2 ${cellAlign(column)}`}>
                    {column.total ? formatCell(totals[column.key], column.format, '', numberStyle) : ''}
                  </td>
                ))}
                {definition.rowLinks && <td className={TOTAL_CELL} />}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label={t('pages')} className="flex flex-wrap items-center justify-between gap-2 border-t border-stone-200 px-3 py-2 text-xs text-stone-700">
          <span>{t('rowsShown', { from: offset + 1, to: offset + rows.length, count })}</span>
          <span className="flex items-center gap-2">
            {current > 1 && <AppLink href={pageHref(current - 1)} className="rounded border border-stone-300 px-2 py-1 hover:bg-stone-50">{t('previousPage')}</AppLink>}
            <span>{tTable('page', { page: current, pages })}</span>
            {current < pages && <AppLink href={pageHref(current + 1)} className="rounded border border-stone-300 px-2 py-1 hover:bg-stone-50">{t('nextPage')}</AppLink>}
          </span>
        </nav>
      )}
    </div>
  );
}

/** A group's heading row: its words and, with group totals, its sums under their columns. */
function GroupHeading({ value, text, span, columns, first, sums, numberStyle, withLinks }: {
  value: unknown; text: string; span: number; columns: ReportColumn<Record<string, unknown>>[]; first: number;
  sums: ReportTotals | undefined; numberStyle: Awaited<ReturnType<typeof getNumberStyle>>; withLinks: boolean;
}) {
  const cell = 'border-b border-stone-200 px-2 py-1.5 text-xs font-semibold text-stone-700';
  return (
    <tr className="bg-stone-100" data-group={String(value)}>
      <th scope="rowgroup" colSpan={sums ? first + 1 : span} className={`${cell} text-left uppercase tracking-wide`}>{text}</th>
      {sums && columns.slice(first).map((column) => (
        <td key={column.key} data-group-total={column.key} className={`${cell} whitespace-nowrap ${cellAlign(column)}`}>
          {column.total ? formatCell(sums[column.key], column.format, '', numberStyle) : ''}
        </td>
      ))}
      {sums && withLinks && <td className={cell} />}
    </tr>
  );
}

/** A signed weight difference coloured by its sign: over in green, under in red (the sign itself says it too). */
function differenceTone(format: ColumnFormat, value: unknown): string {
  if (format !== 'weightDiff' || value === null || value === undefined || value === '') return '';
  const text = String(value);
  return text.startsWith('-') ? 'text-red-800' : /^0*(\.0*)?$/.test(text) ? '' : 'text-emerald-800';
}
