'use client';
import { cancelSubject } from '@/lib/auth/otorisasi-subject';
import { useTranslations } from 'next-intl';
import { translateKey } from '@/lib/i18n/keys';
import { useEffect, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { controlClass, labelClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { NotaButtons } from '@/lib/documents/nota-buttons';
import { ReasonForm } from '@/features/otorisasi/client';
import { cancelPembelianAction, findPembelianAction, getPembelianAction } from '../actions/pembelian';
import type { Paged } from '@/lib/paging/page-params';
import type { PembelianDetailView, PembelianRow } from '../services/find-pembelian';

/**
 * Lihat Pembelian (mode `lihat`: the buybacks, newest first, searched by text and a range of days, a page at a time, one
 * opened with its nota actions) and Batal Pembelian (mode `batal`: today's that can still be cancelled; the opened one
 * cancelled with a reason and a supervisor's authorization). The same list as Lihat Penjualan's (documentListSchema).
 * Not a form (decision 010): the list is a search and its results; the cancel under an opened buyback is a kit form
 * (ReasonForm).
 */
export function PembelianListScreen({ mode, today, NotaActions }: { mode: 'lihat' | 'batal'; today: string; NotaActions?: NotaButtons<'pembelian'> }) {
  const t = useTranslations('purchase');
  const num = useNumberFormat();
  const tCodes = useTranslations('codes');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const [filters, setFilters] = useState({ q: '', dari: mode === 'batal' ? today : '', sampai: mode === 'batal' ? today : '' });
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Paged<PembelianRow> | null>(null);
  const rows = result?.data ?? null;
  const [open, setOpen] = useState<PembelianDetailView | null>(null);
  const [pending, startTransition] = useTransition();

  const search = (nextPage = 1) => startTransition(async () => {
    const answer = await findPembelianAction(mode, { ...filters, page: nextPage });
    if (alerts.handle(answer) && answer.data) {
      setResult(answer.data);
      setPage(answer.data.meta.page);
    }
  });
  // The first page at once, as the screen opens.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => search(1), []);
  const show = (nomor: string) => startTransition(async () => {
    const result = await getPembelianAction(nomor, mode);
    if (alerts.handle(result) && result.data) setOpen(result.data);
  });
  const cancelled = () => {
    setOpen(null);
    search(page);
  };

  const pages = result ? Math.max(1, Math.ceil(result.meta.total / result.meta.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => { event.preventDefault(); search(1); }}>
        <label className="flex flex-col gap-1" htmlFor={`${mode}-q`}>
          <span className={labelClass}>{t('search')}</span>
          <input id={`${mode}-q`} className={controlClass} value={filters.q} onChange={(event) => setFilters({ ...filters, q: event.target.value })} maxLength={100} />
        </label>
        {mode === 'lihat' && (
          <>
            <label className="flex flex-col gap-1" htmlFor="lihat-dari">
              <span className={labelClass}>{t('dari')}</span>
              <input id="lihat-dari" type="date" className={controlClass} value={filters.dari} onChange={(event) => setFilters({ ...filters, dari: event.target.value })} />
            </label>
            <label className="flex flex-col gap-1" htmlFor="lihat-sampai">
              <span className={labelClass}>{t('sampai')}</span>
              <input id="lihat-sampai" type="date" className={controlClass} value={filters.sampai} onChange={(event) => setFilters({ ...filters, sampai: event.target.value })} />
            </label>
          </>
        )}
        <Button type="submit" disabled={pending}>{tCommon('search')}</Button>
      </form>
      {mode === 'batal' && <p className="text-sm text-stone-600">{t('batalTodayOnly')}</p>}
      {rows !== null && (rows.length === 0 ? <p className="text-sm text-stone-500">{tCommon('noData')}</p> : (
        // relative: the screen-reader-only header text is placed inside the scrolling box, not beside it (at 390 px it
        // pushed the page 100 px sideways).
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1">
            <thead><tr className="border-b text-left">
              <th>{t('noFakturBeli')}</th><th>{t('tanggal')}</th><th>{t('namaCustomer')}</th>
              <th className="text-right">{t('berat')}</th><th className="text-right">{t('total')}</th><th>{t('status')}</th><th><span className="sr-only">{t('open')}</span></th>
            </tr></thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.noFakturBeli} className="border-b border-stone-100">
                  <td className="font-mono text-xs">{row.noFakturBeli}</td><td>{formatDateTime(row.tanggal)}</td><td>{row.namaCustomer || '-'}</td>
                  <td className="text-right tabular-nums">{num.weight(row.totalBerat, 3)}</td><td className="text-right tabular-nums">{formatRupiah(row.totalHarga)}</td>
                  <td>{translateKey(tCodes, `status.${row.status}`)}</td>
                  <td><button type="button" className="text-amber-800 underline" onClick={() => show(row.noFakturBeli)} aria-label={`${t('open')} ${row.noFakturBeli}`}>{t('open')}</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {result && pages > 1 && (
        <nav aria-label={t('halaman')} className="flex items-center gap-2 text-sm">
          <Button type="button" variant="secondary" disabled={pending || page <= 1} onClick={() => search(page - 1)}>{t('sebelumnya')}</Button>
          <span>{t('halamanDari', { page, pages })}</span>
          <Button type="button" variant="secondary" disabled={pending || page >= pages} onClick={() => search(page + 1)}>{t('berikutnya')}</Button>
        </nav>
      )}
      {open && (
        <section aria-labelledby="pembelian-open" className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
          <h2 id="pembelian-open" className="font-semibold">{open.noFakturBeli} · {translateKey(tCodes, `status.${open.status}`)}</h2>
          <p className="text-sm">{t('namaCustomer')}: {open.namaCustomer || '-'} · {t('noHpCustomer')}: {open.noHpCustomer || '-'} · {t('sales')}: {open.kodeSales}</p>
          <div className="relative overflow-x-auto" role="region" aria-label={open.noFakturBeli} tabIndex={0}>
            <table className="w-full text-sm [&_td]:px-2 [&_th]:px-2">
              <thead><tr className="border-b text-left"><th>{t('namaBarang')}</th><th>{t('kondisi')}</th><th>{t('jenis')}</th>
                <th className="text-right">{t('beratNota')}</th><th className="text-right">{t('berat')}</th><th className="text-right">{t('harga')}</th><th>{t('tujuan')}</th></tr></thead>
              <tbody>{open.lines.map((line) => (
                <tr key={line.urutan} className="border-b border-stone-100">
                  <td>{line.namaBarang} <span className="font-mono text-xs text-stone-500">{line.kodeBarcode}</span></td><td>{line.kondisi}</td><td>{line.kodeDept}</td>
                  <td className="text-right tabular-nums">{num.weight(line.beratNota, 3)}</td><td className="text-right tabular-nums">{num.weight(line.berat, 3)}</td>
                  <td className="text-right tabular-nums">{formatRupiah(line.harga)}</td><td>{line.tujuan}</td>
                </tr>
              ))}</tbody>
            </table>
          </div>
          <p className="text-sm">{t('total')}: <strong>{formatRupiah(open.totalHarga)}</strong> · {t('bayarTunai')} {formatRupiah(open.bayarTunai)} · {t('bayarTransfer')} {formatRupiah(open.bayarTransfer)}</p>
          {mode === 'lihat' && NotaActions && <NotaActions kind="pembelian" nomor={open.noFakturBeli} />}
          {mode === 'batal' && open.status === 'AKTIF' && !open.divalidasi && (
            <ReasonForm
              key={open.noFakturBeli} id="batal-beli" action={cancelPembelianAction} schema={() => import('../schemas').then((schemas) => schemas.cancelSchema)}
              hidden={{ noFakturBeli: open.noFakturBeli }} labels={{ alasan: t('alasan'), submit: t('batalkan') }}
              ask={(alasan) => ({ fitur: 'BATAL_PEMBELIAN', subject: cancelSubject(open.noFakturBeli, open.totalHarga), notes: t('notesBatal', { nomor: open.noFakturBeli, alasan }) })}
              onDone={cancelled}
            />
          )}
        </section>
      )}
    </div>
  );
}
