'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useEffectEvent, useState, useTransition, type ReactNode } from 'react';
import { PAGE_PARAMS, PAGE_SIZES, pageQuery, type PageInput, type Paged } from '@/lib/paging/page-params';
import { columnId, renderCell, type ColumnDef } from './columns';
import { EmptyState } from './empty-state';

const SEARCH_DELAY_MS = 300;

/**
 * The generic table of §2.2, paged on the server: the page it shows is the URL's (page, pageSize, sort, dir, q), so a
 * shared link opens the same page, and the browser only ever holds that page's rows. Case-insensitive search across
 * columns, sort headers (buttons with aria-sort) for the columns the list sorts by, page size choices, and the empty
 * image with "Tidak Ada Data".
 */
export function DataTable<Row>({ data, meta, columns, sortable, toolbar, label }: {
  data: Row[];
  meta: Paged<Row>['meta'];
  /** A column's `id` (or `accessorKey`) is its sort key. */
  columns: ColumnDef<Row>[];
  sortable: readonly string[];
  toolbar?: ReactNode;
  label: string;
}) {
  const t = useTranslations('table');
  const tCommon = useTranslations('common');
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();
  const current: PageInput = {
    page: meta.page, pageSize: meta.pageSize, sort: params.get('sort'), dir: params.get('dir') === 'desc' ? 'desc' : 'asc', q: params.get('q') ?? '',
  };
  const [search, setSearch] = useState(current.q);
  const go = (change: Partial<PageInput>) => {
    // The screen's own parameters (Terima Uang Kas's chosen transfer) stay; the table's are written afresh.
    const query = new URLSearchParams(params);
    for (const key of PAGE_PARAMS) query.delete(key);
    for (const [key, value] of pageQuery({ ...current, ...change })) query.set(key, value);
    const text = query.toString();
    startTransition(() => router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false }));
  };
  const searchFor = useEffectEvent((q: string) => go({ q, page: 1 }));
  // Typing waits for a pause before asking the server; a new search starts at the first page.
  useEffect(() => {
    if (search.trim() === current.q) return;
    const timer = setTimeout(() => searchFor(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, current.q]);

  const pages = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="relative">
          <Icon name="search" size={14} className="absolute left-2.5 top-2.5 text-stone-400" />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('search')}
            aria-label={t('search')}
            maxLength={100}
            className="w-64 rounded-lg border border-stone-300 py-1.5 pl-8 pr-2 text-sm focus:border-amber-500 focus:outline-none focus:ring-2 focus:ring-amber-200"
          />
        </label>
        {toolbar}
      </div>
      <div className="overflow-x-auto rounded-lg border border-stone-200" aria-busy={pending}>
        <table className={`w-full text-left text-sm ${pending ? 'opacity-60' : ''}`} aria-label={label}>
          <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-500">
            <tr>
              {columns.map((column) => {
                const key = columnId(column);
                const canSort = sortable.includes(key);
                const sorted = current.sort === key ? current.dir : null;
                return (
                  <th key={key} scope="col" className="px-3 py-2 font-semibold" aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : canSort ? 'none' : undefined}>
                    {canSort ? (
                      <button type="button" onClick={() => go({ sort: key, dir: sorted === 'asc' ? 'desc' : 'asc', page: 1 })} className="inline-flex items-center gap-1 uppercase hover:text-stone-800">
                        {column.header}
                        {sorted === 'asc' ? <Icon name="arrowUp" size={12} /> : sorted === 'desc' ? <Icon name="arrowDown" size={12} /> : <Icon name="arrowUpDown" size={12} className="opacity-40" />}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {data.map((row, index) => (
              <tr key={index} className="hover:bg-amber-50/40">
                {columns.map((column) => (
                  <td key={columnId(column)} className="px-3 py-2 align-middle">{renderCell(column, row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {data.length === 0 && <EmptyState text={tCommon('noData')} />}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-stone-500">
        <span>{t('count', { count: meta.total })}</span>
        <div className="flex items-center gap-2">
          <label className="flex items-center gap-1.5">
            {t('pageSize')}
            <select value={meta.pageSize} onChange={(event) => go({ pageSize: Number(event.target.value), page: 1 })} className="rounded border border-stone-300 bg-white px-1 py-0.5">
              {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
            </select>
          </label>
          <button type="button" onClick={() => go({ page: meta.page - 1 })} disabled={meta.page <= 1} aria-label={t('previous')} className="rounded border border-stone-300 p-1 disabled:opacity-40">
            <Icon name="chevronLeft" size={14} />
          </button>
          <span>{t('page', { page: meta.page, pages })}</span>
          <button type="button" onClick={() => go({ page: meta.page + 1 })} disabled={meta.page >= pages} aria-label={t('next')} className="rounded border border-stone-300 p-1 disabled:opacity-40">
            <Icon name="chevronRight" size={14} />
          </button>
        </div>
      </div>
    </div>
  );
}
