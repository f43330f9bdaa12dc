'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { ColumnDef } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import type { Paged } from '@/lib/paging/page-params';
import type { MutasiRow } from '../services/find-money';
import { MUTASI_SORTS } from '../mutasi-sorts';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { whenIdle } from '@/lib/client/when-idle';

// The transfer form (the form kit) is fetched when the browser is idle after the list, not with it.
const loadMutasiForm = () => import('./mutasi-form');
const MutasiForm = lazy(() => loadMutasiForm().then((module) => ({ default: module.MutasiForm })));

type Overview = {
  balances: { nomorAkun: string; namaAkun: string; saldo: number }[];
  history: Paged<MutasiRow>;
};

/** The accounts of one side of a transfer, one a line, each "1-1200-01014678 · Bank BRI 01014678". */
function Accounts({ accounts }: { accounts: string[] }) {
  return <span className="flex flex-col whitespace-nowrap text-xs">{accounts.map((account) => <span key={account}>{account}</span>)}</span>;
}

// Not a form (decision 010): balances and the history; a transfer is the kit's mutasi-form.
/** Mutasi Uang Bank / Mutasi Uang Cash: the shop's balances, the button that opens the transfer form, the history. */
export function MoneyScreen({ kind, overview, banks, categories }: {
  kind: 'BANK' | 'CASH';
  overview: Overview;
  banks: { kodeBank: string; namaBank: string }[];
  categories: { kode: string; nama: string }[];
}) {
  const t = useTranslations('money');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  useEffect(() => whenIdle(() => void loadMutasiForm()), []);
  const done = useCallback(() => {
    setOpen(false);
    router.refresh();
  }, [router]);
  const title = kind === 'BANK' ? t('addBank') : t('addCash');
  const columns = useMemo<ColumnDef<MutasiRow>[]>(() => [
    { id: 'noJurnal', accessorKey: 'noJurnal', header: t('noJurnal'), cell: ({ row }) => <span className="whitespace-nowrap font-mono text-xs">{row.original.noJurnal}</span> },
    { id: 'tanggal', accessorKey: 'tanggal', header: t('tanggal'), cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.tanggal)}</span> },
    {
      id: 'kategori', accessorKey: 'kategori', header: t('kategori'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span>{row.original.namaKategori || row.original.kategori}</span>
          {row.original.namaKategori && <span className="font-mono text-xs text-stone-600">{row.original.kategori}</span>}
        </span>
      ),
    },
    { id: 'keterangan', accessorKey: 'keterangan', header: t('keterangan') },
    { id: 'debit', header: t('debit'), cell: ({ row }) => <Accounts accounts={row.original.debit} /> },
    { id: 'kredit', header: t('kredit'), cell: ({ row }) => <Accounts accounts={row.original.kredit} /> },
    { id: 'jumlah', accessorKey: 'jumlah', header: t('jumlah'), cell: ({ row }) => <span className="block whitespace-nowrap text-right tabular-nums">{formatRupiah(row.original.jumlah)}</span> },
    { id: 'createdBy', accessorKey: 'createdBy', header: t('oleh') },
  ], [t]);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="balances-title">
        <h2 id="balances-title" className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">{t('balances')}</h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {overview.balances.map((balance) => (
            <li key={balance.nomorAkun} data-account={balance.nomorAkun} className="rounded-xl border border-stone-200 bg-gradient-to-br from-white to-amber-50 p-3">
              <p className="text-xs text-stone-500">{balance.namaAkun}</p>
              <p className="font-mono text-xs text-stone-400">{balance.nomorAkun}</p>
              <p className="mt-1 whitespace-nowrap text-lg font-semibold tabular-nums" data-testid={`saldo-${balance.nomorAkun}`}>{formatRupiah(balance.saldo)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div>
        <Button onClick={() => setOpen(true)}><Icon name="plus" size={16} /> {title}</Button>
      </div>
      <section aria-labelledby="history-title">
        <h2 id="history-title" className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">{t('history')}</h2>
        <DataTable data={overview.history.data} meta={overview.history.meta} columns={columns} sortable={MUTASI_SORTS} label={t('history')} />
      </section>
      <Modal open={open} title={title} onClose={() => setOpen(false)} size="lg">
        {open && (
          <Suspense fallback={null}>
            <MutasiForm kind={kind} banks={banks} categories={categories} onDone={done} />
          </Suspense>
        )}
      </Modal>
    </div>
  );
}
