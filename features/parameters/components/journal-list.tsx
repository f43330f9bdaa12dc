'use client';
import { Icon } from '@/components/shell/icons';
import { AppLink } from '@/components/shell/in-app-links';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { ColumnDef } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { spaced } from '@/lib/format';
import type { Paged } from '@/lib/paging/page-params';
import { JOURNAL_SORTS } from '../journal-sorts';

type Journal = { trx: string; type: string };

/** Akuntansi / Parameter Akun: the journals (name and type, underscores shown as spaces) with their edit buttons, paged on the server. */
export function JournalList({ journals }: { journals: Paged<Journal> }) {
  const t = useTranslations('parameters');
  const tCommon = useTranslations('common');
  const columns = useMemo<ColumnDef<Journal>[]>(() => [
    { id: 'namaJurnal', header: t('namaJurnal'), cell: ({ row }) => <span className="font-medium">{spaced(row.original.trx)}</span> },
    { id: 'jenis', header: t('type'), cell: ({ row }) => spaced(row.original.type) },
    {
      id: 'actions', header: tCommon('actions'),
      cell: ({ row }) => (
        <AppLink href={`/parameter-akun?${new URLSearchParams({ trx: row.original.trx, type: row.original.type })}`}
          aria-label={t('editJournal', { name: spaced(row.original.trx) })}
          className="inline-flex items-center gap-1 rounded-lg border border-stone-300 px-2.5 py-1 text-xs font-medium text-stone-700 hover:bg-stone-50">
          <Icon name="pencil" size={13} /> {t('edit')}
        </AppLink>
      ),
    },
  ], [t, tCommon]);
  return <DataTable data={journals.data} meta={journals.meta} columns={columns} sortable={JOURNAL_SORTS} label={t('journals')} />;
}
