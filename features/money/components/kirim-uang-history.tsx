'use client';
import { documentSubject } from '@/lib/auth/otorisasi-subject';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { ColumnDef } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { RowLinkButton } from '@/components/reports/row-link';
import { formatDateTime, formatRupiah } from '@/lib/format';
import type { Paged } from '@/lib/paging/page-params';
import type { KirimUangRow } from '@/features/money/services/kirim-uang';
import { KIRIM_UANG_SORTS } from '../kirim-uang-sorts';

/**
 * Transfers to head office with status and receipt (kirim-uang-history), a page at a time from the server. At head office
 * (`choosable`) each row opens on Terima Uang Kas.
 */
export function KirimUangHistory({ rows, meta, title, choosable = false }: { rows: KirimUangRow[]; meta: Paged<KirimUangRow>['meta']; title: string; choosable?: boolean }) {
  const t = useTranslations('kirimUang');
  const tCommon = useTranslations('common');
  const columns = useMemo<ColumnDef<KirimUangRow>[]>(() => [
    { id: 'nomorReferensi', accessorKey: 'nomorReferensi', header: t('nomorReferensi'), cell: ({ row }) => <span className="font-mono text-xs">{row.original.nomorReferensi}</span> },
    { id: 'tanggal', accessorKey: 'tanggal', header: t('tanggal'), cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(new Date(row.original.tanggal))}</span> },
    { id: 'kodeToko', accessorKey: 'kodeToko', header: t('toko'), cell: ({ row }) => <span className="whitespace-nowrap">{row.original.kodeToko} · {row.original.namaToko}</span> },
    { id: 'keterangan', accessorKey: 'keterangan', header: t('keterangan'), cell: ({ row }) => row.original.keterangan || '-' },
    { id: 'jumlah', accessorKey: 'jumlah', header: t('jumlah'), cell: ({ row }) => <span className="block text-right tabular-nums">{formatRupiah(row.original.jumlah)}</span> },
    {
      id: 'status', accessorKey: 'status', header: t('status'),
      cell: ({ row }) => (
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${row.original.status === 'DONE' ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-800'}`}>
          {row.original.status === 'DONE' ? t('statusDONE') : t('statusOPEN')}
        </span>
      ),
    },
    {
      id: 'actions', header: tCommon('actions'),
      cell: ({ row }) => {
        const nomor = row.original.nomorReferensi;
        return (
          <div className="flex gap-2">
            <RowLinkButton label={t('cetakBukti')} link={{
              label: 'cetakBukti', href: `/api/kirim-uang/${encodeURIComponent(nomor)}/pdf`, newWindow: true,
              authorization: { fitur: 'CETAK_ULANG_KIRIM_UANG', subject: documentSubject(nomor, 'cetak') },
            }} />
            {choosable && (
              <a href={`/terima-uang-kas?nomor=${encodeURIComponent(nomor)}`} className="rounded border border-amber-400 px-2 py-0.5 text-xs text-amber-800 hover:bg-amber-50">{t('pilih')}</a>
            )}
          </div>
        );
      },
    },
  ], [t, tCommon, choosable]);
  return (
    <section aria-labelledby="kirim-history" className="flex flex-col gap-2">
      <h2 id="kirim-history" className="text-sm font-semibold uppercase tracking-wide text-stone-500">{title}</h2>
      <DataTable data={rows} meta={meta} columns={columns} sortable={KIRIM_UANG_SORTS} label={title} />
    </section>
  );
}
