'use client';
import { cancelSubject } from '@/lib/auth/otorisasi-subject';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { controlClass, fieldClass, labelClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import { formatRupiah } from '@/lib/format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { NotaButtons } from '@/lib/documents/nota-buttons';
import { ReasonForm } from '@/features/otorisasi/client';
import { cancelSaleAction, findSalesAction, getSaleAction } from '../actions/penjualan';
import type { Paged } from '@/lib/paging/page-params';
import type { SaleDetail, SaleRow } from '../services/find-sales';
import { SaleDetailView } from './sale-detail';

type Mode = '/lihat-penjualan' | '/batal-penjualan';

/**
 * Lihat Penjualan (search, open a sale, its slip actions) and Batal Penjualan (today's active sales, open one, give a
 * reason, a supervisor approves, cancel). Search and paging run in SQL on the server.
 * Not a form (decision 010): the list is a search and a page of results; the cancel under an opened sale is a kit form
 * (ReasonForm).
 */
export function SalesListScreen({ mode, today, NotaActions }: { mode: Mode; today: string; NotaActions?: NotaButtons<'penjualan'> }) {
  const t = useTranslations('sales');
  const num = useNumberFormat();
  const tErrors = useTranslations('errors');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const cancelling = mode === '/batal-penjualan';
  const [filters, setFilters] = useState({ q: '', dari: cancelling ? today : '', sampai: cancelling ? today : '' });
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Paged<SaleRow> | null>(null);
  const [open, setOpen] = useState<SaleDetail | null>(null);
  const [pending, startTransition] = useTransition();

  const search = (nextPage = 1, current = filters) => startTransition(async () => {
    // Batal Penjualan lists only what can be cancelled (today's active sales not validated yet), searched or not.
    const range = cancelling && current.q.trim() ? { dari: '', sampai: '' } : {};
    const answer = await findSalesAction(mode, { ...current, ...range, status: cancelling ? 'DAPAT_BATAL' : '', page: nextPage });
    if (alerts.handle(answer) && answer.data) {
      setResult(answer.data);
      setPage(answer.data.meta.page);
    }
  });
  // The first page on arrival (today's active sales on Batal Penjualan).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => search(1), []);

  const openSale = (nomor: string) => startTransition(async () => {
    const answer = await getSaleAction(mode, nomor);
    if (alerts.handle(answer) && answer.data) setOpen(answer.data);
  });

  const cancelled = (nomor: string) => startTransition(async () => {
    const again = await getSaleAction(mode, nomor);
    if (again.status === 'success' && again.data) setOpen(again.data);
    search(page);
  });

  const pages = result ? Math.max(1, Math.ceil(result.meta.total / result.meta.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => { event.preventDefault(); search(1); }}>
        <label className={`${fieldClass} min-w-56 flex-1`} htmlFor="cari-q"><span className={labelClass}>{t('cari')}</span>
          <input id="cari-q" className={controlClass} value={filters.q} maxLength={100} placeholder={t('cariPlaceholder')}
            onChange={(event) => setFilters({ ...filters, q: event.target.value })} />
        </label>
        {!cancelling && (
          <>
            <label className={fieldClass} htmlFor="cari-dari"><span className={labelClass}>{t('dari')}</span>
              <input id="cari-dari" type="date" className={controlClass} value={filters.dari} onChange={(event) => setFilters({ ...filters, dari: event.target.value })} />
            </label>
            <label className={fieldClass} htmlFor="cari-sampai"><span className={labelClass}>{t('sampai')}</span>
              <input id="cari-sampai" type="date" className={controlClass} value={filters.sampai} onChange={(event) => setFilters({ ...filters, sampai: event.target.value })} />
            </label>
          </>
        )}
        <Button type="submit" disabled={pending}>{tCommon('search')}</Button>
      </form>
      {cancelling && <p className="text-sm text-stone-600">{t('batalHint')}</p>}

      <section aria-labelledby="hasil-cari" className="flex flex-col gap-2">
        <h2 id="hasil-cari" className="text-sm font-semibold uppercase tracking-wide text-stone-600">{t('hasil', { total: result?.meta.total ?? 0 })}</h2>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[600px] text-sm [&_td]:px-1 [&_th]:px-1">
            <thead><tr className="border-b text-left">
              <th className="py-1">{t('nomor')}</th><th>{t('tanggal')}</th><th>{t('namaCustomer')}</th><th className="text-right">{t('qty')}</th>
              <th className="text-right">{t('berat')}</th><th className="text-right">{t('total')}</th><th>{t('status')}</th>
            </tr></thead>
            <tbody>
              {result?.data.map((row) => (
                <tr key={row.nomor} className={`border-b border-stone-100 ${open?.nomor === row.nomor ? 'bg-amber-50' : ''}`}>
                  <td className="py-1"><button type="button" className="font-mono text-xs text-amber-900 underline" onClick={() => openSale(row.nomor)}>{row.nomor}</button></td>
                  <td>{row.tanggal}</td><td>{row.namaCustomer}</td><td className="text-right tabular-nums">{row.qty}</td>
                  <td className="text-right tabular-nums">{num.weight(row.totalBerat, 3)}</td><td className="text-right tabular-nums">{formatRupiah(row.totalHarga)}</td>
                  <td>{row.status === 'BATAL' ? t('statusBatal') : row.divalidasi ? t('statusValid') : t('statusAktif')}</td>
                </tr>
              ))}
              {result && result.data.length === 0 && <tr><td colSpan={7} className="py-2 text-stone-600">{t('tidakAda')}</td></tr>}
            </tbody>
          </table>
        </div>
        {pages > 1 && (
          <nav aria-label={t('halaman')} className="flex items-center gap-2 text-sm">
            <Button type="button" variant="secondary" disabled={pending || page <= 1} onClick={() => search(page - 1)}>{t('sebelumnya')}</Button>
            <span>{t('halamanDari', { page, pages })}</span>
            <Button type="button" variant="secondary" disabled={pending || page >= pages} onClick={() => search(page + 1)}>{t('berikutnya')}</Button>
          </nav>
        )}
      </section>

      {open && (
        <section aria-labelledby="detail-jual" className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
          <h2 id="detail-jual" className="font-semibold text-stone-800">{t('detailTitle', { nomor: open.nomor })}</h2>
          <SaleDetailView sale={open} />
          {!cancelling && NotaActions && <NotaActions kind="penjualan" nomor={open.nomor} />}
          {cancelling && open.status === 'AKTIF' && !open.hariIni && <p role="alert" className="text-sm text-red-700">{tErrors('penjualanBatalKemarin')}</p>}
          {cancelling && open.status === 'AKTIF' && open.divalidasiOleh && <p role="alert" className="text-sm text-red-700">{tErrors('penjualanSudahDivalidasi', { nomor: open.nomor })}</p>}
          {cancelling && open.status === 'AKTIF' && open.hariIni && !open.divalidasiOleh && (
            <ReasonForm
              key={open.nomor} id="batal-jual" action={cancelSaleAction} schema={() => import('../schemas').then((schemas) => schemas.cancelSchema)}
              hidden={{ nomor: open.nomor }} labels={{ alasan: t('alasan'), submit: t('batalButton') }}
              ask={(alasan) => ({ fitur: 'BATAL_PENJUALAN', subject: cancelSubject(open.nomor, open.totalHarga), notes: t('batalNotes', { nomor: open.nomor, alasan }) })}
              onDone={() => cancelled(open.nomor)}
            />
          )}
        </section>
      )}
    </div>
  );
}
