'use client';
import {
  flexRender, getCoreRowModel, getFilteredRowModel, getPaginationRowModel, getSortedRowModel, useReactTable,
  type ColumnDef, type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { EmptyState } from './empty-state';

/**
 * The generic table of §2.2: case-insensitive search across columns, paging, sortable headers (aria-sort),
 * and the empty image with "Tidak Ada Data". For lists small enough to hold in the browser; large lists page in the service.
 */
export function DataTable<Row>({ data, columns, toolbar, pageSize = 10, label }: {
  data: Row[];
  columns: ColumnDef<Row, unknown>[];
  toolbar?: ReactNode;
  pageSize?: number;
  label: string;
}) {
  const t = useTranslations('table');
  const tCommon = useTranslations('common');
  const [globalFilter, setGlobalFilter] = useState('');
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data,
    columns,
    state: { globalFilter, sorting },
    onGlobalFilterChange: setGlobalFilter,
    onSortingChange: setSorting,
    globalFilterFn: 'includesString',
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageSize } },
  });
  const rows = table.getRowModel().rows;
  const { pageIndex } = table.getState().pagination;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="relative">
          <Search size={14} className="absolute left-2.5 top-2.5 text-stone-400" aria-hidden />
          <input
            type="search"
            value={globalFilter}
            onChange={(event) => {
              setGlobalFilter(event.target.value);
              table.setPageIndex(0);
            }}
            placeholder={t('search')}
            aria-label={t('search')}
            className="w-64 rounded-lg border border-stone-300 py-1.5 pl-8 pr-2 text-sm focus:border-amber-500 focus:outline-none"
          />
        </label>
        {toolbar}
      </div>
      <div className="overflow-x-auto rounded-lg border border-stone-200">
        <table className="w-full text-left text-sm" aria-label={label}>
          <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-500">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th key={header.id} scope="col" className="px-3 py-2 font-semibold" aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : canSort ? 'none' : undefined}>
                      {canSort ? (
                        <button type="button" onClick={header.column.getToggleSortingHandler()} className="inline-flex items-center gap-1 uppercase hover:text-stone-800">
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {sorted === 'asc' ? <ArrowUp size={12} /> : sorted === 'desc' ? <ArrowDown size={12} /> : <ArrowUpDown size={12} className="opacity-40" />}
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((row) => (
              <tr key={row.id} className="hover:bg-amber-50/40">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 align-middle">{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <EmptyState text={tCommon('noData')} />}
      </div>
      <div className="flex items-center justify-between text-xs text-stone-500">
        <span>{t('count', { count: table.getFilteredRowModel().rows.length })}</span>
        <div className="flex items-center gap-2">
          <button type="button" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()} aria-label={t('previous')} className="rounded border border-stone-300 p-1 disabled:opacity-40">
            <ChevronLeft size={14} />
          </button>
          <span>{t('page', { page: pageIndex + 1, pages: Math.max(table.getPageCount(), 1) })}</span>
          <button type="button" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()} aria-label={t('next')} className="rounded border border-stone-300 p-1 disabled:opacity-40">
            <ChevronRight size={14} />
          </button>
        </div>
      </div>
    </div>
  );
}
