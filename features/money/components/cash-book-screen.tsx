'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { CashBookEntry } from '../services/cash-book';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

const CashBookForm = lazy(() => import('./cash-book-form').then((module) => ({ default: module.CashBookForm })));

export type CashBookView = {
  cash: { nomorAkun: string; namaAkun: string; saldo: number };
  categories: { kode: string; nama: string; nomorAkun: string }[];
  rekenings: { noRekening: string; namaRekening: string; kodeBank: string; nomorAkun: string; saldo: number }[];
  entries: CashBookEntry[];
};

// Not a form (decision 010): balances and the day's entries; posting is the kit's cash-book-form.
/** Uang Kas / Uang Bank: the balance(s), the button that opens the form, and the day's entries with their totals. */
export function CashBookScreen({ kind, view }: { kind: 'KAS' | 'BANK'; view: CashBookView }) {
  const t = useTranslations('cashBook');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const done = useCallback(() => {
    setOpen(false);
    router.refresh();
  }, [router]);
  const title = kind === 'KAS' ? t('addKas') : t('addBank');
  const masuk = view.entries.filter((e) => e.arah === 'MASUK').reduce((sum, e) => sum + e.jumlah, 0);
  const keluar = view.entries.filter((e) => e.arah === 'KELUAR').reduce((sum, e) => sum + e.jumlah, 0);
  const balances = kind === 'KAS'
    ? [{ key: view.cash.nomorAkun, label: view.cash.namaAkun, sub: view.cash.nomorAkun, saldo: view.cash.saldo }]
    : view.rekenings.map((r) => ({ key: r.nomorAkun, label: `${r.kodeBank} ${r.noRekening}`, sub: r.namaRekening, saldo: r.saldo }));
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="cash-book-balances">
        <h2 id="cash-book-balances" className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-600">{kind === 'KAS' ? t('saldoKas') : t('saldoBank')}</h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {balances.map((b) => (
            <li key={b.key} className="rounded-xl border border-stone-200 bg-gradient-to-br from-white to-amber-50 p-3">
              <p className="text-xs text-stone-600">{b.label}</p>
              <p className="font-mono text-xs text-stone-600">{b.sub}</p>
              <p className="mt-1 whitespace-nowrap text-lg font-semibold tabular-nums" data-testid={`saldo-${b.key}`}>{formatRupiah(b.saldo)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => setOpen(true)} disabled={view.categories.length === 0}><Icon name="plus" size={16} /> {title}</Button>
        {view.categories.length === 0 && <p className="text-sm text-stone-600">{t('noCategories')}</p>}
      </div>
      <section aria-labelledby="cash-book-today" className="flex flex-col gap-2">
        <h2 id="cash-book-today" className="text-sm font-semibold uppercase tracking-wide text-stone-600">{t('today')}</h2>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-2"><dt>{t('totalMasuk')}</dt><dd className="font-semibold tabular-nums" data-testid="total-masuk">{formatRupiah(masuk)}</dd></div>
          <div className="flex gap-2"><dt>{t('totalKeluar')}</dt><dd className="font-semibold tabular-nums" data-testid="total-keluar">{formatRupiah(keluar)}</dd></div>
        </dl>
        {view.entries.length > 0 && (
          // On a phone each entry is a card with its amount in sight; the table (wider than a phone) from md up.
          <ul className="flex flex-col gap-2 md:hidden" aria-label={t('today')}>
            {view.entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-0.5 rounded-lg border border-stone-200 p-3 text-sm" data-testid="cash-book-card">
                <div className="flex items-baseline justify-between gap-2">
                  <span className={entry.arah === 'MASUK' ? 'text-emerald-800' : 'text-red-800'}>{t(entry.arah)}</span>
                  <span className="whitespace-nowrap font-semibold tabular-nums">{formatRupiah(entry.jumlah)}</span>
                </div>
                <span className="break-words">{entry.namaKategori || entry.kategori}{entry.keterangan ? ` · ${entry.keterangan}` : ''}</span>
                <span className="break-all font-mono text-xs text-stone-600">{entry.noJurnal}{kind === 'BANK' && entry.akun ? ` · ${entry.akun}` : ''}</span>
                <span className="text-xs text-stone-600">{formatDateTime(entry.tanggal)} · {entry.createdBy}</span>
              </li>
            ))}
          </ul>
        )}
        {view.entries.length === 0 ? <p className="text-sm text-stone-600">{t('empty')}</p> : (
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full min-w-[640px] text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1">
              <thead>
                <tr className="border-b text-left">
                  <th>{t('jam')}</th><th>{t('noJurnal')}</th><th>{t('arah')}</th><th>{t('kategori')}</th><th>{t('keterangan')}</th>
                  {kind === 'BANK' && <th>{t('akun')}</th>}<th className="text-right">{t('jumlah')}</th><th>{t('oleh')}</th>
                </tr>
              </thead>
              <tbody>
                {view.entries.map((entry) => (
                  <tr key={entry.id} className="border-b border-stone-100" data-testid="cash-book-row">
                    <td className="whitespace-nowrap">{formatDateTime(entry.tanggal)}</td>
                    <td className="whitespace-nowrap font-mono text-xs">{entry.noJurnal}</td>
                    <td className={entry.arah === 'MASUK' ? 'text-emerald-800' : 'text-red-800'}>{t(entry.arah)}</td>
                    <td>{entry.namaKategori || entry.kategori}</td>
                    <td>{entry.keterangan}</td>
                    {kind === 'BANK' && <td className="whitespace-nowrap font-mono text-xs">{entry.akun}</td>}
                    <td className="whitespace-nowrap text-right tabular-nums">{formatRupiah(entry.jumlah)}</td>
                    <td>{entry.createdBy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <Modal open={open} title={title} onClose={() => setOpen(false)} size="lg">
        {open && (
          <Suspense fallback={null}>
            <CashBookForm kind={kind} categories={view.categories} rekenings={view.rekenings} onDone={done} />
          </Suspense>
        )}
      </Modal>
    </div>
  );
}
