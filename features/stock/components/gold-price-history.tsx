'use client';
import type { ColumnDef } from '@/components/data-table/columns';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/shell/in-app-links';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { formatRupiah } from '@/lib/format';
import type { Paged } from '@/lib/paging/page-params';

export type GoldPriceChangeRow = {
  id: number; created_at: string; kode_dept: string; nama_dept: string; harga_jual: number; harga_beli: number; created_by: string;
};

const PATH = '/master-parameter-harga-emas';

/** Every change of the gold price, newest first, narrowed to one jenis by the links above the table. */
export function GoldPriceHistory({ rows, meta, jenis, chosen }: {
  rows: GoldPriceChangeRow[]; meta: Paged<GoldPriceChangeRow>['meta']; jenis: { kodeDept: string; namaDept: string }[]; chosen: string | null;
}) {
  const t = useTranslations('goldPrice');
  const tMasters = useTranslations('masters');
  const columns = useMemo<ColumnDef<GoldPriceChangeRow>[]>(() => [
    { id: 'created_at', accessorKey: 'created_at', header: t('changedAt') },
    { id: 'kode_dept', accessorKey: 'kode_dept', header: tMasters('columns.kode_dept') },
    { id: 'nama_dept', accessorKey: 'nama_dept', header: tMasters('columns.nama_dept') },
    { id: 'harga_jual', accessorKey: 'harga_jual', header: tMasters('columns.harga_jual'), meta: { align: 'right' },
      cell: ({ getValue }) => <span className="tabular-nums">{formatRupiah(getValue() as number)}</span> },
    { id: 'harga_beli', accessorKey: 'harga_beli', header: tMasters('columns.harga_beli'), meta: { align: 'right' },
      cell: ({ getValue }) => <span className="tabular-nums">{formatRupiah(getValue() as number)}</span> },
    { id: 'created_by', accessorKey: 'created_by', header: t('changedBy') },
  ], [t, tMasters]);
  const choice = (value: string | null, label: string) => (
    <li key={value ?? 'ALL'}>
      <AppLink href={`${PATH}?riwayat=${value ?? 'ALL'}`} aria-current={chosen === value ? 'page' : undefined}
        className={`inline-block rounded border px-3 py-1.5 text-sm ${chosen === value ? 'border-amber-700 bg-amber-700 text-white' : 'border-stone-300 text-stone-800 hover:bg-stone-100'}`}>
        {label}
      </AppLink>
    </li>
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav aria-label={t('jenisFilter')}>
          <ul className="flex flex-wrap gap-2">
            {choice(null, t('allJenis'))}
            {jenis.map((one) => choice(one.kodeDept, `${one.kodeDept} - ${one.namaDept}`))}
          </ul>
        </nav>
        <AppLink href={PATH} className="text-sm font-medium text-amber-800 underline">{t('backToPrices')}</AppLink>
      </div>
      <DataTable data={rows} meta={meta} columns={columns} sortable={[]} label={t('history')} />
    </div>
  );
}
