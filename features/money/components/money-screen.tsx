'use client';
import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { MutasiForm } from './mutasi-form';

type Overview = {
  balances: { nomorAkun: string; namaAkun: string; saldo: number }[];
  history: { noJurnal: string; tanggal: string; kategori: string; keterangan: string; createdBy: string; jumlah: number; debit: string[]; kredit: string[] }[];
};

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
  const done = useCallback(() => {
    setOpen(false);
    router.refresh();
  }, [router]);
  const title = kind === 'BANK' ? t('addBank') : t('addCash');
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
        <Button onClick={() => setOpen(true)}><Plus size={16} aria-hidden /> {title}</Button>
      </div>
      <section aria-labelledby="history-title">
        <h2 id="history-title" className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">{t('history')}</h2>
        <div className="overflow-x-auto rounded-lg border border-stone-200">
          <table className="w-full text-sm" aria-label={t('history')}>
            <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-500">
              <tr>
                <th className="px-3 py-2">{t('noJurnal')}</th><th className="px-3 py-2">{t('tanggal')}</th><th className="px-3 py-2">{t('kategori')}</th>
                <th className="px-3 py-2">{t('keterangan')}</th><th className="px-3 py-2">{t('debit')}</th><th className="px-3 py-2">{t('kredit')}</th>
                <th className="px-3 py-2 text-right">{t('jumlah')}</th><th className="px-3 py-2">{t('oleh')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {overview.history.map((entry) => (
                <tr key={entry.noJurnal}>
                  <td className="whitespace-nowrap px-3 py-1.5 font-mono text-xs">{entry.noJurnal}</td>
                  <td className="whitespace-nowrap px-3 py-1.5">{formatDateTime(entry.tanggal)}</td>
                  <td className="px-3 py-1.5">{entry.kategori}</td>
                  <td className="px-3 py-1.5">{entry.keterangan}</td>
                  <td className="px-3 py-1.5 font-mono text-xs">{entry.debit.join(', ')}</td>
                  <td className="px-3 py-1.5 font-mono text-xs">{entry.kredit.join(', ')}</td>
                  <td className="whitespace-nowrap px-3 py-1.5 text-right tabular-nums">{formatRupiah(entry.jumlah)}</td>
                  <td className="px-3 py-1.5">{entry.createdBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {overview.history.length === 0 && <p className="py-8 text-center text-sm text-stone-400">{t('noHistory')}</p>}
        </div>
      </section>
      <Modal open={open} title={title} onClose={() => setOpen(false)} size="lg">
        {open && <MutasiForm kind={kind} banks={banks} categories={categories} onDone={done} />}
      </Modal>
    </div>
  );
}
