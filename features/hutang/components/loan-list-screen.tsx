'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { BarcodeInput, scanRefusal } from '@/components/forms/barcode-input';
import { controlClass, labelClass } from '@/components/forms/styles';
import { Button } from '@/components/ui/button';
import type { NotaButtons } from '@/lib/documents/nota-buttons';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { translateKey } from '@/lib/i18n/keys';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { Paged } from '@/lib/paging/page-params';
import { findHutangAction, getHutangAction } from '../actions/redemption';
import type { LoanRow, LoanView, RedemptionOptions } from '../services/find-hutang';
import { RedeemForm } from './redeem-form';
import { PrintReceiptButton, RenewalHistory, RenewLoan, type Renewed } from './renew-form';

const STATES = ['', 'AKTIF', 'LUNAS', 'PERPANJANG', 'LELANG', 'BATAL'] as const;
type ReceiptKind = 'pelunasan-hutang' | 'perpanjangan-hutang';
/** A settlement's receipt on screen: just posted (it prints at once) or picked from the loan's history (a reprint). */
type Receipt = { kind: ReceiptKind; nomor: string; justPosted: boolean };
/** The settlements with a receipt: a redemption's Bukti Pelunasan, a renewal's Bukti Perpanjangan. */
const RECEIPT_OF: Record<string, ReceiptKind> = { LUNAS: 'pelunasan-hutang', PERPANJANG: 'perpanjangan-hutang' };
const RECEIPT_NAME = { 'pelunasan-hutang': 'buktiPelunasan', 'perpanjangan-hutang': 'buktiPerpanjangan' } as const;

/**
 * Lihat Hutang: the shop's loans, newest first, searched by loan number or customer name and a state, a page at a
 * time; scanning a slip's barcode (the loan number) opens its loan. An opened loan shows its customer, items and
 * figures, its settlements and renewals, and, while active, what redeeming it costs today and the Tebus form.
 * An opened loan prints its Surat Bukti Gadai again (the first print free, a reprint with a CETAK_ULANG_HUTANG grant);
 * after Tebus the redemption's receipt prints at once, after Perpanjang the renewal's (Bukti Perpanjangan), with the new
 * loan opened and its Surat Bukti Gadai's buttons (its first print free); a settlement of the loan's history (redemption
 * or renewal) prints its receipt again from its row, a reprint. The page hands the print buttons in (the nota feature reads loans).
 * Not a form (decision 010): the list is a search and its results; Tebus under an opened loan is a kit form.
 */
export function LoanListScreen({ options, NotaActions }: { options: RedemptionOptions; NotaActions: NotaButtons<'hutang' | ReceiptKind> }) {
  const t = useTranslations('loanRedemption');
  const tCodes = useTranslations('codes');
  const tCommon = useTranslations('common');
  const tErrors = useTranslations('errors');
  const num = useNumberFormat();
  const alerts = useAlerts();
  const [filters, setFilters] = useState<{ q: string; status: (typeof STATES)[number] }>({ q: '', status: '' });
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Paged<LoanRow> | null>(null);
  const [open, setOpen] = useState<LoanView | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [pending, startTransition] = useTransition();

  const search = (nextPage = 1) => startTransition(async () => {
    const answer = await findHutangAction({ ...filters, page: nextPage });
    if (alerts.handle(answer) && answer.data) {
      setResult(answer.data);
      setPage(answer.data.meta.page);
    }
  });
  // The first page at once, as the screen opens.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => search(1), []);
  const show = (nomor: string) => startTransition(async () => {
    const answer = await getHutangAction(nomor);
    if (alerts.handle(answer) && answer.data) {
      setReceipt(null);
      setOpen(answer.data);
    }
  });
  const scan = async (code: string) => {
    const answer = await getHutangAction(code);
    if (answer.status !== 'success' || !answer.data) return scanRefusal(answer, tErrors('unexpected'));
    setReceipt(null);
    setOpen(answer.data);
    return { ok: true as const, text: answer.data.noFakturHutang };
  };
  const redeemed = (noPelunasan: string) => {
    if (!open) return;
    const nomor = open.noFakturHutang;
    setReceipt({ kind: 'pelunasan-hutang', nomor: noPelunasan, justPosted: true });
    startTransition(async () => {
      const answer = await getHutangAction(nomor);
      if (alerts.handle(answer) && answer.data) setOpen(answer.data);
    });
    search(page);
  };
  /** After Perpanjang: the new loan opens with the renewal's receipt, which prints at once. */
  const renewed = ({ noPelunasan, noFakturHutangBaru }: Renewed) => {
    startTransition(async () => {
      const answer = await getHutangAction(noFakturHutangBaru);
      if (alerts.handle(answer) && answer.data) {
        setOpen(answer.data);
        setReceipt({ kind: 'perpanjangan-hutang', nomor: noPelunasan, justPosted: true });
      }
    });
    search(page);
  };
  const reprint = (kind: ReceiptKind, nomor: string) => setReceipt({ kind, nomor, justPosted: false });
  const posted = receipt?.justPosted ? receipt : null;
  const picked = receipt && !receipt.justPosted ? receipt : null;

  const rows = result?.data ?? null;
  const pages = result ? Math.max(1, Math.ceil(result.meta.total / result.meta.pageSize)) : 1;
  const status = (code: string) => translateKey(tCodes, `status.${code}`);
  return (
    <div className="flex flex-col gap-4">
      <div className="max-w-md"><BarcodeInput id="hutang-scan" label={t('scan')} onScan={scan} /></div>
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => { event.preventDefault(); search(1); }}>
        <label className="flex flex-col gap-1" htmlFor="hutang-q">
          <span className={labelClass}>{t('search')}</span>
          <input id="hutang-q" className={controlClass} value={filters.q} onChange={(event) => setFilters({ ...filters, q: event.target.value })} maxLength={100} />
        </label>
        <label className="flex flex-col gap-1" htmlFor="hutang-status">
          <span className={labelClass}>{t('status')}</span>
          <select id="hutang-status" className={controlClass} value={filters.status}
            onChange={(event) => setFilters({ ...filters, status: event.target.value as (typeof STATES)[number] })}>
            {STATES.map((code) => <option key={code} value={code}>{code ? status(code) : t('semua')}</option>)}
          </select>
        </label>
        <Button type="submit" disabled={pending}>{tCommon('search')}</Button>
      </form>
      {rows !== null && (rows.length === 0 ? <p className="text-sm text-stone-500">{tCommon('noData')}</p> : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1">
            <thead><tr className="border-b text-left">
              <th>{t('noFakturHutang')}</th><th>{t('tglHutang')}</th><th>{t('namaCustomer')}</th><th className="text-right">{t('jumlahHutang')}</th>
              <th>{t('tglJatuhTempo')}</th><th>{t('status')}</th><th><span className="sr-only">{t('open')}</span></th>
            </tr></thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.noFakturHutang} className="border-b border-stone-100" data-testid="hutang-row">
                  <td className="font-mono text-xs">{row.noFakturHutang}</td><td>{formatDateTime(row.tglHutang)}</td><td>{row.namaCustomer || '-'}</td>
                  <td className="text-right tabular-nums">{formatRupiah(row.jumlahHutang)}</td><td>{row.tglJatuhTempo ?? '-'}</td><td>{status(row.status)}</td>
                  <td><button type="button" className="text-amber-800 underline" onClick={() => show(row.noFakturHutang)} aria-label={`${t('open')} ${row.noFakturHutang}`}>{t('open')}</button></td>
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
        <section aria-labelledby="hutang-open" className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
          <div className="flex items-start justify-between gap-2">
            <h2 id="hutang-open" className="font-semibold">{open.noFakturHutang} · {status(open.status)}</h2>
            <Button type="button" variant="secondary" onClick={() => setOpen(null)}>{tCommon('close')}</Button>
          </div>
          {posted && <p role="status" className="rounded bg-emerald-50 p-2 text-sm text-emerald-900">{t(RECEIPT_NAME[posted.kind])}: <strong data-testid="pelunasan-nomor">{posted.nomor}</strong></p>}
          {posted && <NotaActions key={`receipt-${posted.nomor}`} kind={posted.kind} nomor={posted.nomor} justPosted />}
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <Item label={t('namaCustomer')} value={open.namaCustomer || '-'} />
            <Item label={t('noKtp')} value={open.noKtp || '-'} />
            <Item label={t('noHpCustomer')} value={open.noHpCustomer || '-'} />
            <Item label={t('alamatCustomer')} value={open.alamatCustomer || '-'} />
            <Item label={t('tglHutang')} value={formatDateTime(open.tglHutang)} />
            <Item label={t('jumlahHutang')} value={formatRupiah(open.jumlahHutang)} />
            <Item label={t('bunga')} value={num.percent(open.bunga)} />
            <Item label={t('bungaRp')} value={formatRupiah(open.bungaRp)} />
            <Item label={t('taksiran')} value={formatRupiah(open.totalTaksiran)} />
            <Item label={t('tglJatuhTempo')} value={open.tglJatuhTempo ?? '-'} />
            <Item label={t('tglLelang')} value={open.tglLelang ?? '-'} />
          </dl>
          {posted?.kind !== 'pelunasan-hutang' && <NotaActions key={`slip-${open.noFakturHutang}`} kind="hutang" nomor={open.noFakturHutang} />}
          <h3 className="text-sm font-semibold">{t('items')}</h3>
          <div className="relative overflow-x-auto" role="region" aria-label={t('items')} tabIndex={0}>
            <table className="w-full text-sm [&_td]:px-2 [&_th]:px-2">
              <thead><tr className="border-b text-left"><th>{t('namaBarang')}</th><th className="text-right">{t('beratKotor')}</th><th className="text-right">{t('berat')}</th>
                <th className="text-right">{t('kadar')}</th><th>{t('kondisi')}</th><th className="text-right">{t('taksiran')}</th></tr></thead>
              <tbody>{open.items.map((item) => (
                <tr key={item.urutan} className="border-b border-stone-100">
                  <td>{item.namaBarang} <span className="font-mono text-xs text-stone-500">{item.kodeBarcode}</span></td>
                  <td className="text-right tabular-nums">{item.beratKotor ? num.weight(item.beratKotor, 3) : '-'}</td>
                  <td className="text-right tabular-nums">{num.weight(item.berat, 3)}</td>
                  <td className="text-right tabular-nums">{item.kadar ? num.percent(item.kadar) : '-'}</td><td>{item.kodeKondisi ?? '-'}</td>
                  <td className="text-right tabular-nums">{item.taksiran === null ? '-' : formatRupiah(item.taksiran)}</td>
                </tr>
              ))}</tbody>
            </table>
          </div>
          <History open={open} status={status} onPrint={reprint} />
          {picked && <p className="text-sm font-semibold">{t(RECEIPT_NAME[picked.kind])}: <span className="font-mono">{picked.nomor}</span></p>}
          {picked && <NotaActions key={`reprint-${picked.nomor}`} kind={picked.kind} nomor={picked.nomor} />}
          {open.quote && <RedeemForm key={open.noFakturHutang} loan={{ noFakturHutang: open.noFakturHutang, jumlahHutang: open.jumlahHutang }} quote={open.quote}
            options={options} onDone={redeemed} />}
          {open.quote && <RenewLoan key={`perpanjang-${open.noFakturHutang}`} noFakturHutang={open.noFakturHutang} options={options} onDone={renewed} />}
        </section>
      )}
    </div>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return <div className="flex gap-2"><dt className="text-stone-500">{label}:</dt><dd className="font-medium">{value}</dd></div>;
}

/** The loan's settlements (cancelled ones too) and the renewals before and after it; a live redemption's or renewal's receipt prints again. */
function History({ open, status, onPrint }: { open: LoanView; status: (code: string) => string; onPrint: (kind: ReceiptKind, nomor: string) => void }) {
  const t = useTranslations('loanRedemption');
  const { before, after } = open.renewals;
  const empty = open.settlements.length === 0 && before.length === 0 && after.length === 0;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <h3 className="font-semibold">{t('history')}</h3>
      {empty && <p className="text-stone-500">{t('noHistory')}</p>}
      {open.settlements.length > 0 && (
        <div className="relative overflow-x-auto" role="region" aria-label={t('history')} tabIndex={0}>
          <table className="w-full [&_td]:px-2 [&_th]:px-2" data-testid="hutang-history">
            <thead><tr className="border-b text-left"><th>{t('noPelunasan')}</th><th>{t('jenis')}</th><th>{t('tanggal')}</th><th className="text-right">{t('lamaPinjam')}</th>
              <th className="text-right">{t('bungaPinjam')}</th><th className="text-right">{t('diskonBunga')}</th><th className="text-right">{t('totalBayar')}</th><th>{t('status')}</th>
              <th><span className="sr-only">{t('cetakBukti')}</span></th></tr></thead>
            <tbody>{open.settlements.map((row) => (
              <tr key={row.noPelunasan} className="border-b border-stone-100">
                <td className="font-mono text-xs">{row.noPelunasan}</td><td>{status(row.jenis)}</td><td>{formatDateTime(row.tanggal)}</td>
                <td className="text-right tabular-nums">{row.lamaHari}</td><td className="text-right tabular-nums">{formatRupiah(row.bungaPinjam)}</td>
                <td className="text-right tabular-nums">{formatRupiah(row.diskonBunga)}</td><td className="text-right tabular-nums">{formatRupiah(row.totalBayar)}</td>
                <td>{status(row.status)}{row.alasanBatal ? ` (${row.alasanBatal})` : ''}</td>
                <td>{RECEIPT_OF[row.jenis] && row.status !== 'BATAL' && <PrintReceiptButton nomor={row.noPelunasan} onPrint={(nomor) => onPrint(RECEIPT_OF[row.jenis], nomor)} />}</td>
              </tr>
            ))}</tbody>
          </table>
        </div>
      )}
      {(before.length > 0 || after.length > 0) && <RenewalHistory key={`${open.noFakturHutang}-${open.status}`} noFakturHutang={open.noFakturHutang} onPrint={(nomor) => onPrint('perpanjangan-hutang', nomor)} />}
    </div>
  );
}
