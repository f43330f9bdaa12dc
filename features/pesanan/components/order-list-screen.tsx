'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { controlClass, labelClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import type { NotaButtons } from '@/lib/documents/nota-buttons';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { translateKey } from '@/lib/i18n/keys';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { Paged } from '@/lib/paging/page-params';
import { findPesananAction, getPesananAction } from '../actions/orders';
import { ORDER_STATES } from '../order.schema';
import type { OrderRow, OrderView } from '../services/manage-pesanan';
import type { OrderOptions } from '../services/order-options';
import { CancelForm, PayForm, PickUpForm, ReceiveForm } from './order-forms';

type Verb = 'bayar' | 'barangDatang' | 'ambil' | 'batal';
const VERBS_OF: Record<string, Verb[]> = { OPEN: ['bayar', 'barangDatang', 'batal'], TIBA: ['bayar', 'ambil', 'batal'], DIAMBIL: [], BATAL: [] };

/**
 * Lihat Pesanan: the shop's orders, newest first, searched by number, customer name or phone and a state, a page at a
 * time (in SQL). An opened order shows its customer, lines, payments and, by its state, Bayar, Barang Datang, Ambil and
 * Batal, each a kit form of its own posting through its service, and the order's slip as it stands (print, reprint,
 * Kirim WA) after each of them.
 */
export function OrderListScreen({ options, NotaActions }: { options: OrderOptions; NotaActions: NotaButtons<'pesanan'> }) {
  const t = useTranslations('order');
  const tCommon = useTranslations('common');
  const num = useNumberFormat();
  const alerts = useAlerts();
  const [filters, setFilters] = useState<{ q: string; status: '' | (typeof ORDER_STATES)[number] }>({ q: '', status: '' });
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Paged<OrderRow> | null>(null);
  const [open, setOpen] = useState<OrderView | null>(null);
  const [verb, setVerb] = useState<Verb | null>(null);
  const [last, setLast] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const search = (nextPage = 1) => startTransition(async () => {
    const answer = await findPesananAction({ ...filters, page: nextPage });
    if (alerts.handle(answer) && answer.data) {
      setResult(answer.data);
      setPage(answer.data.meta.page);
    }
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => search(1), []);
  const show = (nomor: string) => startTransition(async () => {
    const answer = await getPesananAction(nomor);
    if (alerts.handle(answer) && answer.data) {
      setOpen(answer.data);
      setVerb(null);
    }
  });
  const done = (nomor: string) => {
    setLast(nomor);
    if (open) show(open.noPesanan);
    search(page);
  };
  const status = (code: string) => translateKey(t, `status.${code}`);
  const rows = result?.data ?? null;
  const pages = result ? Math.max(1, Math.ceil(result.meta.total / result.meta.pageSize)) : 1;

  return (
    <div className="flex flex-col gap-4">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => { event.preventDefault(); search(1); }}>
        <label className="flex flex-col gap-1" htmlFor="pesanan-q">
          <span className={labelClass}>{t('search')}</span>
          <input id="pesanan-q" className={controlClass} value={filters.q} onChange={(event) => setFilters({ ...filters, q: event.target.value })} maxLength={100} />
        </label>
        <label className="flex flex-col gap-1" htmlFor="pesanan-status">
          <span className={labelClass}>{t('statusLabel')}</span>
          <select id="pesanan-status" className={controlClass} value={filters.status}
            onChange={(event) => setFilters({ ...filters, status: event.target.value as typeof filters.status })}>
            <option value="">{t('semua')}</option>
            {ORDER_STATES.map((code) => <option key={code} value={code}>{status(code)}</option>)}
          </select>
        </label>
        <Button type="submit" disabled={pending}>{tCommon('search')}</Button>
      </form>
      {rows !== null && (rows.length === 0 ? <p className="text-sm text-stone-500">{tCommon('noData')}</p> : (
        <div className="relative overflow-x-auto" role="region" aria-label={t('noPesanan')} tabIndex={0}>
          <table className="w-full text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1">
            <thead><tr className="border-b text-left">
              <th>{t('noPesanan')}</th><th>{t('tglPesanan')}</th><th>{t('namaCustomer')}</th><th>{t('noHpCustomer')}</th>
              <th className="text-right">{t('totalHarga')}</th><th className="text-right">{t('jumlahBayar')}</th><th>{t('tglTarget')}</th><th>{t('statusLabel')}</th>
              <th><span className="sr-only">{t('open')}</span></th>
            </tr></thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.noPesanan} className="border-b border-stone-100" data-testid="pesanan-row">
                  <td className="font-mono text-xs">{row.noPesanan}</td><td>{formatDateTime(row.tglPesanan)}</td><td>{row.namaCustomer || '-'}</td>
                  <td>{row.noHpCustomer || '-'}</td><td className="text-right tabular-nums">{formatRupiah(row.totalHarga)}</td>
                  <td className="text-right tabular-nums">{formatRupiah(row.jumlahBayar)}</td><td>{row.tglTarget ?? '-'}</td><td>{status(row.status)}</td>
                  <td><button type="button" className="text-amber-800 underline" onClick={() => show(row.noPesanan)} aria-label={`${t('open')} ${row.noPesanan}`}>{t('open')}</button></td>
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
        <section aria-labelledby="pesanan-open" className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
          <div className="flex items-start justify-between gap-2">
            <h2 id="pesanan-open" className="font-semibold">{t('detailTitle', { nomor: open.noPesanan })} · <span data-testid="pesanan-status">{status(open.status)}</span></h2>
            <Button type="button" variant="secondary" onClick={() => setOpen(null)}>{tCommon('close')}</Button>
          </div>
          {last && <p role="status" className="rounded bg-emerald-50 p-2 text-sm text-emerald-900">{t('lastDone')}: <strong data-testid="pesanan-last" className="font-mono">{last}</strong></p>}
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <Item label={t('namaCustomer')} value={open.namaCustomer || '-'} />
            <Item label={t('noHpCustomer')} value={open.noHpCustomer || '-'} />
            <Item label={t('alamatCustomer')} value={open.alamatCustomer || '-'} />
            <Item label={t('tglPesanan')} value={formatDateTime(open.tglPesanan)} />
            <Item label={t('tglTarget')} value={open.tglTarget ?? '-'} />
            <Item label={t('totalHarga')} value={formatRupiah(open.totalHarga)} />
            <Item label={t('jumlahBayar')} value={formatRupiah(open.jumlahBayar)} />
            {open.noPenjualan && <Item label={t('noPenjualan')} value={open.noPenjualan} />}
            {open.hargaAkhir !== null && <Item label={t('hargaAkhir')} value={formatRupiah(open.hargaAkhir)} />}
          </dl>
          <div className="relative overflow-x-auto" role="region" aria-label={t('linesTitle')} tabIndex={0}>
            <table className="w-full text-sm [&_td]:px-2 [&_th]:px-2">
              <thead><tr className="border-b text-left"><th>{t('deskripsi')}</th><th>{t('jenis')}</th><th className="text-right">{t('kadar')}</th>
                <th>{t('aturanHarga')}</th><th className="text-right">{t('berat')}</th><th className="text-right">{t('beratAsli')}</th>
                <th className="text-right">{t('estimasi')}</th><th className="text-right">{t('hargaAkhir')}</th></tr></thead>
              <tbody>{open.lines.map((line) => (
                <tr key={line.urutan} className="border-b border-stone-100">
                  <td>{line.deskripsi || '-'} <span className="font-mono text-xs text-stone-500">{line.kodeBarcode ?? ''}</span></td><td>{line.kodeDept ?? '-'}</td>
                  <td className="text-right tabular-nums">{line.kadar ? num.percent(line.kadar) : '-'}</td>
                  <td>{t(line.aturanHarga === 'TETAP' ? 'ruleTETAP' : 'ruleGRAM')}</td>
                  <td className="text-right tabular-nums">{num.weight(line.berat, 3)}</td>
                  <td className="text-right tabular-nums">{line.beratAsli ? num.weight(line.beratAsli, 3) : '-'}</td>
                  <td className="text-right tabular-nums">{formatRupiah(line.subTotal)}</td>
                  <td className="text-right tabular-nums">{line.hargaAkhir === null ? '-' : formatRupiah(line.hargaAkhir)}</td>
                </tr>
              ))}</tbody>
            </table>
          </div>
          {open.payments.length > 0 && (
            <div className="relative overflow-x-auto" role="region" aria-label={t('paymentsTitle')} tabIndex={0}>
              <table className="w-full text-sm [&_td]:px-2 [&_th]:px-2" data-testid="pesanan-payments">
                <thead><tr className="border-b text-left"><th>{t('nomorBukti')}</th><th>{t('paymentsTitle')}</th><th>{t('tglPesanan')}</th>
                  <th className="text-right">{t('jumlah')}</th></tr></thead>
                <tbody>{open.payments.map((row, i) => (
                  <tr key={i} className="border-b border-stone-100">
                    <td className="font-mono text-xs">{row.noBayar}</td><td>{translateKey(t, `jenisBayar.${row.jenis}`)}</td><td>{formatDateTime(row.tanggal)}</td>
                    <td className="text-right tabular-nums">{formatRupiah(row.jumlah)}</td>
                  </tr>
                ))}</tbody>
              </table>
            </div>
          )}
          <NotaActions key={`slip-${open.noPesanan}-${open.status}-${open.jumlahBayar}`} kind="pesanan" nomor={open.noPesanan} />
          <div className="flex flex-wrap gap-2">
            {(VERBS_OF[open.status] ?? []).filter((one) => one !== 'ambil' || open.pickup).map((one) => (
              <Button key={one} type="button" variant={verb === one ? 'primary' : 'secondary'} onClick={() => setVerb(one)}>{t(one)}</Button>
            ))}
          </div>
          {verb === 'bayar' && <PayForm key={`bayar-${open.noPesanan}-${open.jumlahBayar}`} order={open} options={options} onDone={done} />}
          {verb === 'barangDatang' && <ReceiveForm key={`terima-${open.noPesanan}`} order={open} options={options} onDone={done} />}
          {verb === 'ambil' && open.pickup && <PickUpForm key={`ambil-${open.noPesanan}`} order={open} options={options} onDone={done} />}
          {verb === 'batal' && <CancelForm key={`batal-${open.noPesanan}`} order={open} options={options} onDone={done} />}
        </section>
      )}
    </div>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return <div className="flex gap-2"><dt className="text-stone-500">{label}:</dt><dd className="font-medium">{value}</dd></div>;
}
