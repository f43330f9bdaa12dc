'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { controlClass, labelClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime, formatRupiah } from '@/lib/format';
import type { Paged } from '@/lib/paging/page-params';
import {
  findAuctionableAction, findRemindersAction, findSurplusesAction, sendDueRemindersAction, sendReminderAction,
} from '../actions/auction';
import type { AuctionOptions, AuctionRow, SurplusRow } from '../services/auction-hutang';
import type { ReminderRow } from '../services/loan-reminders';
import { AuctionForm, SurplusForm } from './auction-forms';

const tableClass = 'w-full text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1';

/**
 * Lelang Hutang: the shop's loans past their auction date (due date + grace) with what they owe today, each
 * auctioned from its row; the auction surpluses still owed to customers, each paid out from its row; and, where the
 * WhatsApp module is on, the reminders due today (before a due date, before an auction), sent one by one or all at once.
 * Not a form (decision 010): lists and their row actions; the auction and the payout are kit forms.
 */
export function AuctionScreen({ options }: { options: AuctionOptions }) {
  const t = useTranslations('loanAuction');
  const tPage = useTranslations('loanRedemption');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [loans, setLoans] = useState<Paged<AuctionRow> | null>(null);
  const [surpluses, setSurpluses] = useState<SurplusRow[] | null>(null);
  const [open, setOpen] = useState<AuctionRow | null>(null);
  const [paying, setPaying] = useState<SurplusRow | null>(null);
  const [pending, startTransition] = useTransition();

  const search = useCallback((nextPage = 1, text = q) => startTransition(async () => {
    const answer = await findAuctionableAction({ q: text, page: nextPage });
    if (alerts.handle(answer) && answer.data) {
      setLoans(answer.data);
      setPage(answer.data.meta.page);
    }
  }), [alerts, q]);
  const loadSurpluses = useCallback(() => startTransition(async () => {
    const answer = await findSurplusesAction();
    if (alerts.handle(answer) && answer.data) setSurpluses(answer.data);
  }), [alerts]);
  // Both lists at once, as the screen opens.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => { search(1, ''); loadSurpluses(); }, []);
  const auctioned = useCallback(() => {
    setOpen(null);
    search(page);
    loadSurpluses();
  }, [search, page, loadSurpluses]);
  const paid = useCallback(() => {
    setPaying(null);
    loadSurpluses();
  }, [loadSurpluses]);

  const rows = loans?.data ?? null;
  const pages = loans ? Math.max(1, Math.ceil(loans.meta.total / loans.meta.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="lelang-list" className="flex flex-col gap-3">
        <h2 id="lelang-list" className="font-semibold">{t('tabLelang')}</h2>
        <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => { event.preventDefault(); search(1); }}>
          <label className="flex flex-col gap-1" htmlFor="lelang-q">
            <span className={labelClass}>{t('search')}</span>
            <input id="lelang-q" className={controlClass} value={q} onChange={(event) => setQ(event.target.value)} maxLength={100} />
          </label>
          <Button type="submit" disabled={pending}>{tCommon('search')}</Button>
        </form>
        {rows !== null && (rows.length === 0 ? <p className="text-sm text-stone-600">{t('empty')}</p> : (
          <div className="relative overflow-x-auto" role="region" aria-labelledby="lelang-list" tabIndex={0}>
            <table className={tableClass}>
              <thead><tr className="border-b text-left">
                <th>{t('noFakturHutang')}</th><th>{t('namaCustomer')}</th><th>{t('noHpCustomer')}</th><th className="text-right">{t('jumlahHutang')}</th>
                <th className="text-right">{t('bungaPinjam')}</th><th>{t('tglJatuhTempo')}</th><th>{t('tglLelang')}</th><th className="text-right">{t('hariLewat')}</th>
                <th><span className="sr-only">{t('lelang')}</span></th>
              </tr></thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.noFakturHutang} className="border-b border-stone-100" data-testid="lelang-row">
                    <td className="font-mono text-xs">{row.noFakturHutang}</td><td>{row.namaCustomer || '-'}</td><td>{row.noHpCustomer || '-'}</td>
                    <td className="text-right tabular-nums">{formatRupiah(row.jumlahHutang)}</td>
                    <td className="text-right tabular-nums">{formatRupiah(row.bungaPinjam)}</td>
                    <td>{row.tglJatuhTempo ?? '-'}</td><td>{row.tglLelang ?? '-'}</td><td className="text-right tabular-nums">{row.hariLewat}</td>
                    <td><Button type="button" variant="secondary" onClick={() => setOpen(row)} aria-label={`${t('lelang')} ${row.noFakturHutang}`}>{t('lelang')}</Button></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
        {loans && pages > 1 && (
          <nav aria-label={tPage('halaman')} className="flex items-center gap-2 text-sm">
            <Button type="button" variant="secondary" disabled={pending || page <= 1} onClick={() => search(page - 1)}>{tPage('sebelumnya')}</Button>
            <span>{tPage('halamanDari', { page, pages })}</span>
            <Button type="button" variant="secondary" disabled={pending || page >= pages} onClick={() => search(page + 1)}>{tPage('berikutnya')}</Button>
          </nav>
        )}
        {open && (
          <div className="flex flex-col gap-2">
            <div className="flex justify-end"><Button type="button" variant="secondary" onClick={() => setOpen(null)}>{tCommon('close')}</Button></div>
            <AuctionForm key={open.noFakturHutang} loan={open} options={options} onDone={auctioned} />
          </div>
        )}
      </section>

      <section aria-labelledby="kelebihan-list" className="flex flex-col gap-3">
        <h2 id="kelebihan-list" className="font-semibold">{t('tabKelebihan')}</h2>
        {surpluses !== null && (surpluses.length === 0 ? <p className="text-sm text-stone-600">{t('empty')}</p> : (
          <div className="relative overflow-x-auto" role="region" aria-labelledby="kelebihan-list" tabIndex={0}>
            <table className={tableClass}>
              <thead><tr className="border-b text-left">
                <th>{t('noLelang')}</th><th>{t('noFakturHutang')}</th><th>{t('tanggal')}</th><th>{t('namaCustomer')}</th><th>{t('noHpCustomer')}</th>
                <th className="text-right">{t('hasil')}</th><th className="text-right">{t('kelebihan')}</th><th><span className="sr-only">{t('bayar')}</span></th>
              </tr></thead>
              <tbody>
                {surpluses.map((row) => (
                  <tr key={row.noLelang} className="border-b border-stone-100" data-testid="kelebihan-row">
                    <td className="font-mono text-xs">{row.noLelang}</td><td className="font-mono text-xs">{row.noFakturHutang}</td><td>{formatDate(row.tanggal)}</td>
                    <td>{row.namaCustomer || '-'}</td><td>{row.noHpCustomer || '-'}</td>
                    <td className="text-right tabular-nums">{formatRupiah(row.hasilLelang)}</td><td className="text-right tabular-nums">{formatRupiah(row.kelebihanLelang)}</td>
                    <td><Button type="button" variant="secondary" onClick={() => setPaying(row)} aria-label={`${t('bayar')} ${row.noLelang}`}>{t('bayar')}</Button></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
        {paying && <SurplusForm key={paying.noLelang} row={paying} options={options} onDone={paid} />}
      </section>

      <Reminders whatsapp={options.whatsapp} />
    </div>
  );
}

/** The reminders due today; only where the WhatsApp module is on (else the reason it is not offered). */
function Reminders({ whatsapp }: { whatsapp: boolean }) {
  const t = useTranslations('loanAuction');
  const alerts = useAlerts();
  const [rows, setRows] = useState<ReminderRow[] | null>(null);
  const [pending, startTransition] = useTransition();
  const load = useCallback(() => startTransition(async () => {
    const answer = await findRemindersAction();
    if (alerts.handle(answer) && answer.data) setRows(answer.data);
  }), [alerts]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => { if (whatsapp) load(); }, []);
  const send = (row: ReminderRow) => startTransition(async () => {
    const answer = await sendReminderAction({ noFakturHutang: row.noFakturHutang, jenis: row.jenis });
    alerts.handle(answer);
    load();
  });
  const sendAll = () => startTransition(async () => {
    const answer = await sendDueRemindersAction();
    alerts.handle(answer);
    load();
  });
  return (
    <section aria-labelledby="pengingat-list" className="flex flex-col gap-3">
      <h2 id="pengingat-list" className="font-semibold">{t('tabPengingat')}</h2>
      {!whatsapp && <p className="text-sm text-stone-600">{t('waOff')}</p>}
      {whatsapp && rows !== null && (rows.length === 0 ? <p className="text-sm text-stone-600">{t('empty')}</p> : (
        <>
          <div><Button type="button" onClick={sendAll} disabled={pending || rows.every((row) => row.dikirimAt)}>{pending ? t('mengirim') : t('kirimSemua')}</Button></div>
          <div className="relative overflow-x-auto" role="region" aria-labelledby="pengingat-list" tabIndex={0}>
            <table className={tableClass}>
              <thead><tr className="border-b text-left">
                <th>{t('noFakturHutang')}</th><th>{t('namaCustomer')}</th><th>{t('noHpCustomer')}</th><th>{t('jenis')}</th><th>{t('tanggal')}</th>
                <th className="text-right">{t('jumlah')}</th><th>{t('dikirim')}</th><th><span className="sr-only">{t('kirim')}</span></th>
              </tr></thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.noFakturHutang}-${row.jenis}`} className="border-b border-stone-100" data-testid="pengingat-row">
                    <td className="font-mono text-xs">{row.noFakturHutang}</td><td>{row.namaCustomer || '-'}</td><td>{row.noHpCustomer || '-'}</td>
                    <td>{row.jenis === 'JATUH_TEMPO' ? t('jenisJATUH_TEMPO') : t('jenisLELANG')}</td><td>{row.tanggal}</td>
                    <td className="text-right tabular-nums">{formatRupiah(row.jumlah)}</td>
                    <td>{row.dikirimAt ? formatDateTime(row.dikirimAt) : t('belumDikirim')}</td>
                    <td><Button type="button" variant="secondary" disabled={pending} onClick={() => send(row)}
                      aria-label={`${t('kirim')} ${row.noFakturHutang} ${row.jenis === 'JATUH_TEMPO' ? t('jenisJATUH_TEMPO') : t('jenisLELANG')}`}>{t('kirim')}</Button></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ))}
    </section>
  );
}
