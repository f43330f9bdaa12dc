'use client';
import type { SubmissionResult } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { useActionState, useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { BarcodeInput, scanRefusal } from '@/components/forms/barcode-input';
import { MoneyField } from '@/components/forms/number-fields';
import { controlClass, labelClass } from '@/components/forms/styles';
import { SelectField, TextField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import type { FormOutcome } from '@/lib/actions/run-form-action';
import type { NotaButtons } from '@/lib/documents/nota-buttons';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { Paged } from '@/lib/paging/page-params';
import { parseRupiah } from '@/lib/validation/rupiah-text';
import { sendWithGrant } from '@/features/otorisasi/client';
import { cancelTitipanAction, findTitipanAction, priceDepositItemAction, sellTitipanAction, takeTitipanAction } from '../actions/titipan';
import { remainderOf } from '../remainder';
import { cancelDepositSubject } from '../subjects';
import type { DepositFormData, DepositRow, PricedDepositItem } from '../services/titipan';

type Answer = SubmissionResult<string[]> & { outcome: FormOutcome; message?: string; data?: Record<string, string> };
type Dispatch = (previous: Answer | undefined, formData: FormData) => Promise<Answer>;
const STATES = ['', 'AKTIF', 'TERJUAL', 'BATAL'] as const;
const amountOf = (value: unknown) => parseRupiah(value) ?? 0;

/**
 * Lihat Titipan: the Titip Uang form above the list (a tray item scanned, priced by the counter's scan, the customer
 * and the money left against it, never above its price), then the shop's deposits, newest first, searched by number
 * or customer and a state, a page at a time. An active deposit is sold to its customer (Jual: the remainder paid) or
 * cancelled (Batal: the refund, the rest forfeited, with a supervisor's BATAL_TITIP grant naming the deposit and refund).
 * After Titip Uang, Jual or Batal the deposit's slip shows its print and WhatsApp buttons (the first slip prints at once
 * to the remembered printer); Cetak on any row prints it again.
 */
export function TitipanScreen({ options, NotaActions }: { options: DepositFormData; NotaActions: NotaButtons<'titipan'> }) {
  const t = useTranslations('titipan');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const [filters, setFilters] = useState<{ q: string; status: (typeof STATES)[number] }>({ q: '', status: '' });
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Paged<DepositRow> | null>(null);
  const [open, setOpen] = useState<{ row: DepositRow; action: 'jual' | 'batal' } | null>(null);
  /** The deposit whose slip shows: just posted (printed at once), or picked for a reprint. */
  const [slip, setSlip] = useState<{ nomor: string; posted: boolean; at: number } | null>(null);
  const slipRef = useRef<HTMLDivElement>(null);
  // The buttons sit above the list: a row's Cetak far down the page brings them into view.
  useEffect(() => { if (slip) slipRef.current?.scrollIntoView?.({ block: 'nearest' }); }, [slip]);
  const [pending, startTransition] = useTransition();
  const search = (nextPage = 1) => startTransition(async () => {
    const answer = await findTitipanAction({ ...filters, page: nextPage });
    if (alerts.handle(answer) && answer.data) {
      setResult(answer.data);
      setPage(answer.data.meta.page);
    }
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => search(1), []);
  const refresh = useCallback((nomor?: string) => {
    setOpen(null);
    if (nomor) setSlip({ nomor, posted: true, at: Date.now() });
    search(1);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters]);
  const rows = result?.data ?? null;
  const pages = result ? Math.max(1, Math.ceil(result.meta.total / result.meta.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-6">
      <TakeDepositForm options={options} onDone={refresh} />
      {slip && (
        <div ref={slipRef} className="flex flex-col gap-2" data-testid="titipan-slip">
          <p className="text-sm font-medium">{t('slipOf', { nomor: slip.nomor })}</p>
          <NotaActions key={`${slip.nomor}-${slip.at}`} kind="titipan" nomor={slip.nomor} justPosted={slip.posted} />
        </div>
      )}
      <section aria-labelledby="titipan-list" className="flex flex-col gap-3">
        <h2 id="titipan-list" className="font-semibold">{t('daftar')}</h2>
        <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => { event.preventDefault(); search(1); }}>
          <label className="flex flex-col gap-1" htmlFor="titipan-q">
            <span className={labelClass}>{t('search')}</span>
            <input id="titipan-q" className={controlClass} value={filters.q} onChange={(event) => setFilters({ ...filters, q: event.target.value })} maxLength={100} />
          </label>
          <label className="flex flex-col gap-1" htmlFor="titipan-status">
            <span className={labelClass}>{t('status')}</span>
            <select id="titipan-status" className={controlClass} value={filters.status}
              onChange={(event) => setFilters({ ...filters, status: event.target.value as (typeof STATES)[number] })}>
              {STATES.map((code) => <option key={code} value={code}>{code ? t(`state.${code}`) : t('semua')}</option>)}
            </select>
          </label>
          <Button type="submit" disabled={pending}>{tCommon('search')}</Button>
        </form>
        {rows !== null && (rows.length === 0 ? <p className="text-sm text-stone-600">{tCommon('noData')}</p> : (
          <div className="relative overflow-x-auto" role="region" aria-label={t('daftar')} tabIndex={0}>
            <table className="w-full text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1">
              <thead><tr className="border-b text-left">
                <th>{t('noTitip')}</th><th>{t('tanggal')}</th><th>{t('namaCustomer')}</th><th>{t('barang')}</th>
                <th className="text-right">{t('hargaTotal')}</th><th className="text-right">{t('dpRp')}</th><th>{t('status')}</th><th><span className="sr-only">{tCommon('actions')}</span></th>
              </tr></thead>
              <tbody>{rows.map((row) => (
                <tr key={row.noTitip} className="border-b border-stone-100" data-testid="titipan-row">
                  <td className="font-mono text-xs">{row.noTitip}</td><td>{formatDateTime(row.tanggal)}</td><td>{row.namaCustomer || '-'}</td>
                  <td>{row.namaBarang} {row.kodeBarcode && <span className="font-mono text-xs text-stone-600">{row.kodeBarcode}</span>}</td>
                  <td className="text-right tabular-nums">{formatRupiah(row.hargaTotal)}</td><td className="text-right tabular-nums">{formatRupiah(row.dpRp)}</td>
                  <td>{t(`state.${row.status as 'AKTIF' | 'TERJUAL' | 'BATAL'}`)}{row.noFakturJual ? ` (${row.noFakturJual})` : ''}</td>
                  <td className="whitespace-nowrap">
                    <button type="button" className="text-amber-800 underline" onClick={() => setSlip({ nomor: row.noTitip, posted: false, at: Date.now() })}
                      aria-label={`${t('cetak')} ${row.noTitip}`}>{t('cetak')}</button>
                    {row.status === 'AKTIF' && row.kodeBarcode && (<>
                    {' · '}
                    <button type="button" className="text-amber-800 underline" onClick={() => setOpen({ row, action: 'jual' })} aria-label={`${t('jual')} ${row.noTitip}`}>{t('jual')}</button>
                    {' · '}
                    <button type="button" className="text-red-700 underline" onClick={() => setOpen({ row, action: 'batal' })} aria-label={`${t('batal')} ${row.noTitip}`}>{t('batal')}</button>
                  </>)}</td>
                </tr>
              ))}</tbody>
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
      </section>
      {open && (
        <section aria-labelledby="titipan-open" className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
          <div className="flex items-start justify-between gap-2">
            <h2 id="titipan-open" className="font-semibold">{open.action === 'jual' ? t('jualTitle', { nomor: open.row.noTitip }) : t('batalTitle', { nomor: open.row.noTitip })}</h2>
            <Button type="button" variant="secondary" onClick={() => setOpen(null)}>{tCommon('close')}</Button>
          </div>
          <p className="text-sm">{t('namaCustomer')}: {open.row.namaCustomer} · {open.row.namaBarang} ({open.row.kodeBarcode}) · {t('hargaTotal')}: <strong>{formatRupiah(open.row.hargaTotal)}</strong>
            {' '}· {t('dpRp')}: <strong>{formatRupiah(open.row.dpRp)}</strong></p>
          {open.action === 'jual'
            ? <SellForm key={`jual-${open.row.noTitip}`} row={open.row} options={options} onDone={() => refresh(open.row.noTitip)} />
            : <CancelForm key={`batal-${open.row.noTitip}`} row={open.row} onDone={() => refresh(open.row.noTitip)} />}
        </section>
      )}
    </div>
  );
}

function TakeDepositForm({ options, onDone }: { options: DepositFormData; onDone: (nomor?: string) => void }) {
  const t = useTranslations('titipan');
  const tCommon = useTranslations('common');
  const tErrors = useTranslations('errors');
  const num = useNumberFormat();
  const alerts = useAlerts();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [item, setItem] = useState<PricedDepositItem | null>(null);
  const [lastResult, dispatch, pending] = useActionState(takeTitipanAction as Dispatch, undefined);
  const [form, fields, formProps] = useActionForm({
    id: 'titip-uang', schema: () => import('../schemas').then((schemas) => schemas.takeDepositSchema), lastResult, action: dispatch,
    beforeSubmit: (formData) => {
      if (!item) return false;
      const paid = amountOf(formData.get('bayarTunai')) + amountOf(formData.get('bayarTransfer'));
      if (paid > item.hargaTotal) {
        void alerts.info(tErrors('titipanMelebihiHarga', { total: formatRupiah(item.hargaTotal) }));
        return false;
      }
      return true;
    },
  });
  const done = useCallback(() => {
    setItem(null);
    setKey(crypto.randomUUID());
    onDone(lastResult?.data?.noTitip);
  }, [onDone, lastResult]);
  useFormOutcome(lastResult, done);
  const scan = async (code: string) => {
    const answer = await priceDepositItemAction(code);
    if (answer.status !== 'success' || !answer.data) return scanRefusal(answer, tErrors('unexpected'));
    setItem(answer.data);
    return { ok: true as const, text: answer.data.namaBarang };
  };
  const dp = amountOf(fields.bayarTunai.value) + amountOf(fields.bayarTransfer.value);
  return (
    <section aria-labelledby="titip-uang-title" className="flex flex-col gap-3 rounded-lg bg-amber-50/60 p-3">
      <h2 id="titip-uang-title" className="font-semibold">{t('titipUang')}</h2>
      <div className="max-w-md"><BarcodeInput id="titipan-scan" label={t('scan')} onScan={scan} /></div>
      {item && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3" data-testid="titipan-item">
          <Figure label={t('barang')} value={`${item.namaBarang} (${item.kodeBarcode})`} />
          <Figure label={t('berat')} value={num.weight(item.berat, 3)} />
          <Figure label={t('hargaJual')} value={formatRupiah(item.hargaJual)} testId="titipan-harga" />
          <Figure label={t('ppn')} value={formatRupiah(item.ppn)} />
          <Figure label={t('hargaTotal')} value={formatRupiah(item.hargaTotal)} testId="titipan-total" />
          <Figure label={t('sisa')} value={formatRupiah(item.hargaTotal - dp)} testId="titipan-sisa" />
        </dl>
      )}
      <form {...formProps} className="flex flex-col gap-3">
        <input type="hidden" name="idempotencyKey" value={key} />
        <input type="hidden" name="kodeBarcode" value={item?.kodeBarcode ?? ''} />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField meta={fields.kodeSales} label={t('sales')} placeholder={tCommon('choose')}
            options={options.salespeople.map((row) => ({ value: row.kodeSales, label: `${row.kodeSales} - ${row.namaSales}` }))} />
          <TextField meta={fields.namaCustomer} label={t('namaCustomer')} autoComplete="off" />
          <TextField meta={fields.noHpCustomer} label={t('noHpCustomer')} autoComplete="off" inputMode="tel" />
          <TextField meta={fields.alamatCustomer} label={t('alamatCustomer')} autoComplete="off" />
          <MoneyField meta={fields.bayarTunai} label={t('bayarTunai')} />
          <MoneyField meta={fields.bayarTransfer} label={t('bayarTransfer')} />
          <SelectField meta={fields.noRekeningTransfer} label={t('rekening')} placeholder={tCommon('choose')}
            options={options.rekening.map((row) => ({ value: row.noRekening, label: row.label }))} />
        </div>
        {form.errors && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{form.errors.join(' ')}</p>}
        <div><Button type="submit" disabled={pending || !item}>{pending ? t('saving') : t('simpanTitipan')}</Button></div>
      </form>
    </section>
  );
}

function SellForm({ row, options, onDone }: { row: DepositRow; options: DepositFormData; onDone: () => void }) {
  const t = useTranslations('titipan');
  const tCommon = useTranslations('common');
  const tErrors = useTranslations('errors');
  const alerts = useAlerts();
  const [key] = useState(() => crypto.randomUUID());
  const sisa = remainderOf(row);
  const [lastResult, dispatch, pending] = useActionState(sellTitipanAction as Dispatch, undefined);
  const [form, fields, formProps] = useActionForm({
    id: `jual-${row.noTitip}`, schema: () => import('../schemas').then((schemas) => schemas.sellDepositSchema), lastResult, action: dispatch,
    defaultValue: { sisaTunai: String(sisa) },
    beforeSubmit: (formData) => {
      const paid = amountOf(formData.get('sisaTunai')) + amountOf(formData.get('sisaTransfer'));
      if (paid !== sisa) {
        void alerts.info(tErrors('titipanSisaHarusPas', { sisa: formatRupiah(sisa) }));
        return false;
      }
      return true;
    },
  });
  useFormOutcome(lastResult, onDone);
  return (
    <form {...formProps} className="flex flex-col gap-3">
      <input type="hidden" name="idempotencyKey" value={key} />
      <input type="hidden" name="noTitip" value={row.noTitip} />
      <p className="text-sm">{t('sisa')}: <strong className="tabular-nums" data-testid="titipan-jual-sisa">{formatRupiah(sisa)}</strong></p>
      <div className="grid gap-3 sm:grid-cols-3">
        <MoneyField meta={fields.sisaTunai} label={t('bayarTunai')} />
        <MoneyField meta={fields.sisaTransfer} label={t('bayarTransfer')} />
        <SelectField meta={fields.noRekeningSisa} label={t('rekening')} placeholder={tCommon('choose')}
          options={options.rekening.map((one) => ({ value: one.noRekening, label: one.label }))} />
      </div>
      {form.errors && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{form.errors.join(' ')}</p>}
      <div><Button type="submit" disabled={pending}>{pending ? t('saving') : t('simpanJual')}</Button></div>
    </form>
  );
}

function CancelForm({ row, onDone }: { row: DepositRow; onDone: () => void }) {
  const t = useTranslations('titipan');
  const tErrors = useTranslations('errors');
  const alerts = useAlerts();
  const [key] = useState(() => crypto.randomUUID());
  const [lastResult, dispatch, pending] = useActionState(cancelTitipanAction as Dispatch, undefined);
  const [form, fields, formProps] = useActionForm({
    id: `batal-${row.noTitip}`, schema: () => import('../schemas').then((schemas) => schemas.cancelDepositSchema), lastResult, action: dispatch,
    defaultValue: { refundRp: String(row.dpRp) },
    beforeSubmit: (formData) => {
      const refund = amountOf(formData.get('refundRp'));
      // Refused here before a supervisor is asked for a refund the server would refuse anyway.
      if (refund > row.dpRp) {
        void alerts.info(tErrors('titipanRefundInvalid', { dp: formatRupiah(row.dpRp) }));
        return false;
      }
      return sendWithGrant(formData, {
        fitur: 'BATAL_TITIP', subject: cancelDepositSubject(row.noTitip, row.dpRp, refund),
        notes: t('notesBatal', { nomor: row.noTitip, alasan: String(formData.get('alasan') ?? '') }),
      }, dispatch);
    },
  });
  useFormOutcome(lastResult, onDone);
  const hangus = Math.max(0, row.dpRp - amountOf(fields.refundRp.value));
  return (
    <form {...formProps} className="flex flex-col gap-3">
      <input type="hidden" name="idempotencyKey" value={key} />
      <input type="hidden" name="noTitip" value={row.noTitip} />
      <div className="grid gap-3 sm:grid-cols-2">
        <MoneyField meta={fields.refundRp} label={t('refundRp')} />
        <TextField meta={fields.alasan} label={t('alasan')} autoComplete="off" />
      </div>
      <p className="text-sm">{t('hangusRp')}: <strong className="tabular-nums" data-testid="titipan-hangus">{formatRupiah(hangus)}</strong></p>
      {form.errors && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{form.errors.join(' ')}</p>}
      <div><Button type="submit" variant="danger" disabled={pending}>{pending ? t('saving') : t('simpanBatal')}</Button></div>
    </form>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return <div className="flex flex-col"><dt className="text-stone-600">{label}</dt><dd className="font-semibold tabular-nums" data-testid={testId}>{value}</dd></div>;
}
