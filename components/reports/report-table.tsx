import { RowLinkButton } from './row-link';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Fragment } from 'react';
import type { ReportColumn, ReportDefinition } from '@/lib/reports/definition';
import { formatCell, isNumeric, type ReportTotals } from '@/lib/reports/format-cell';
import { EmptyState } from '../data-table/empty-state';

/** A page of a report's rows with the totals footer of the whole result, rendered on the server. */
export async function ReportTable({ definition, columns, rows, totals, count, page: current, pageSize, pageHref }: {
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
  const t = await getTranslations('reports');
  const tCommon = await getTranslations('common');
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const offset = (current - 1) * pageSize;
  if (count === 0) return <EmptyState text={t(`messages.${definition.messages.emptyText}`)} />;
  const first = columns.findIndex((column) => column.total);
  return (
    // tabIndex: a report wider than the screen scrolls sideways, and keyboard users need focus on it to scroll
    <div className="overflow-x-auto rounded-lg border border-stone-200" tabIndex={0} role="region" aria-label={t('resultLabel')}>
      <table className="w-full text-sm" aria-label={t('resultLabel')}>
        <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-500">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">#</th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`whitespace-nowrap px-3 py-2 ${isNumeric(column.format) ? 'text-right' : 'text-left'}`}>{t(`columns.${column.label}`)}</th>
            ))}
            {definition.rowLinks && <th scope="col" className="px-3 py-2 text-left">{tCommon('actions')}</th>}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row, index) => (
            <Fragment key={index}>
            {definition.groupBy && (index === 0 || rows[index - 1][definition.groupBy] !== row[definition.groupBy]) && (
              <tr className="bg-stone-100" data-group={String(row[definition.groupBy])}>
                <th scope="rowgroup" colSpan={columns.length + (definition.rowLinks ? 2 : 1)} className="px-3 py-1.5 text-left text-xs font-semibold uppercase tracking-wide text-stone-700">
                  {String(row[definition.groupBy])}
                </th>
              </tr>
            )}
            <tr className="hover:bg-amber-50/40">
              <td className="px-3 py-1.5 text-stone-500">{offset + index + 1}</td>
              {columns.map((column) => (
                <td key={column.key} className={`whitespace-nowrap px-3 py-1.5 ${isNumeric(column.format) ? 'text-right tabular-nums' : ''}`}>
                  {formatCell(row[column.key], column.format, column.emptyAs)}
                </td>
              ))}
              {definition.rowLinks && (
                <td className="whitespace-nowrap px-3 py-1.5">
                  <span className="flex gap-2">
                    {definition.rowLinks(row).map((link) => <RowLinkButton key={link.href} link={link} label={t(link.label)} />)}
                  </span>
                </td>
              )}
            </tr>
            </Fragment>
          ))}
        </tbody>
        {first >= 0 && <tfoot className="border-t-2 border-stone-300 bg-amber-50 font-semibold">
          <tr>
            <td className="px-3 py-2" colSpan={first + 1}>{t('grandTotal')}</td>
            {columns.slice(first).map((column) => (
              <td key={column.key} data-total={column.key} className={`whitespace-nowrap px-3 py-2 ${isNumeric(column.format) ? 'text-right tabular-nums' : ''}`}>
                {column.total ? formatCell(totals[column.key], column.format) : ''}
              </td>
            ))}
          </tr>
        </tfoot>}
      </table>
      {pages > 1 && (
        <nav aria-label={t('pages')} className="flex items-center justify-between border-t border-stone-200 px-3 py-2 text-xs text-stone-600">
          <span>{t('rowsShown', { from: offset + 1, to: offset + rows.length, count })}</span>
          <span className="flex items-center gap-2">
            {current > 1 && <Link href={pageHref(current - 1)} className="rounded border border-stone-300 px-2 py-1 hover:bg-stone-50">{t('previousPage')}</Link>}
            <span>{t('pageOf', { page: current, pages })}</span>
            {current < pages && <Link href={pageHref(current + 1)} className="rounded border border-stone-300 px-2 py-1 hover:bg-stone-50">{t('nextPage')}</Link>}
          </span>
        </nav>
      )}
    </div>
  );
}
