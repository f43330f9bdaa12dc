'use client';
import type { SubmissionResult } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { startTransition, useActionState, useCallback, useEffect, useState, useTransition } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { DecimalField, MoneyField } from '@/components/forms/number-fields';
import { SelectField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import type { FormOutcome } from '@/lib/actions/run-form-action';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { parseDecimal } from '@/lib/validation/decimal';
import { parseRupiah } from '@/lib/validation/rupiah-text';
import { requestAuthorization, type OtorisasiGrant } from '@/features/otorisasi/client';
import { findRenewalsAction, getRenewalTermsAction, renewHutangAction } from '../actions/renewal';
import type { RenewedLoan } from '../counter/renew-loan';
import { interestDiscountSubject } from '../redemption-subjects';
import { quoteRenewal, type RenewalTerms } from '../renewal-quote';
import { renewalPlafondSubject } from '../renewal-subjects';
import type { RedemptionOptions } from '../services/find-hutang';

type Answer = SubmissionResult<string[]> & { outcome: FormOutcome; message?: string; data?: { noPelunasan: string; noFakturHutangBaru: string } };
const amountOf = (value: unknown) => parseRupiah(value) ?? 0;
const rateOf = (value: unknown) => {
  const parsed = parseDecimal(value, 2, 3);
  return typeof parsed === 'string' && /[1-9]/.test(parsed) ? parsed : undefined;
};

/**
 * Perpanjang beside Tebus on an active loan: a button opens the renewal, whose terms (the interest so far, today's
 * plafond, the rate bands, the term) the server gives; the figures are previewed with the same quote it posts with.
 */
/** A renewal just posted: its settlement (the receipt's number) and the new loan. */
export type Renewed = { noPelunasan: string; noFakturHutangBaru: string };

export function RenewLoan({ noFakturHutang, options, onDone }: { noFakturHutang: string; options: RedemptionOptions; onDone: (renewed: Renewed) => void }) {
  const t = useTranslations('loanRedemption');
  const alerts = useAlerts();
  const [terms, setTerms] = useState<RenewalTerms | null>(null);
  const [pending, startLoading] = useTransition();
  const open = () => startLoading(async () => {
    const answer = await getRenewalTermsAction(noFakturHutang);
    if (alerts.handle(answer) && answer.data) setTerms(answer.data);
  });
  if (!terms) return <div><Button type="button" variant="secondary" disabled={pending} onClick={open}>{t('perpanjang')}</Button></div>;
  return <RenewForm terms={terms} options={options} onDone={onDone} onClose={() => setTerms(null)} />;
}

function RenewForm({ terms, options, onDone, onClose }: { terms: RenewalTerms; options: RedemptionOptions; onDone: (renewed: Renewed) => void; onClose: () => void }) {
  const t = useTranslations('loanRedemption');
  const tCommon = useTranslations('common');
  const tErrors = useTranslations('errors');
  const num = useNumberFormat();
  const alerts = useAlerts();
  const [key] = useState(() => crypto.randomUUID());
  const [lastResult, dispatch, pending] = useActionState(renewHutangAction as (previous: Answer | undefined, formData: FormData) => Promise<Answer>, undefined);
  const quoteOf = (value: Record<string, unknown> | undefined) => quoteRenewal(terms, {
    jumlahHutang: amountOf(value?.jumlahHutang), bunga: rateOf(value?.bunga), diskonBunga: amountOf(value?.diskonBunga),
  });
  const refuse = (message: string) => {
    void alerts.info(message);
    return false;
  };
  const [form, fields, formProps] = useActionForm({
    id: `perpanjang-${terms.noFakturHutang}`,
    schema: () => import('../renewal-schema').then((schemas) => schemas.renewSchema),
    lastResult, action: dispatch,
    defaultValue: { jumlahHutang: String(terms.jumlahHutang), bayarTunai: String(terms.bungaPinjam) },
    beforeSubmit: (formData) => {
      const diskon = amountOf(formData.get('diskonBunga'));
      const quote = quoteOf(Object.fromEntries(formData) as Record<string, unknown>);
      const paid = amountOf(formData.get('bayarTunai')) + amountOf(formData.get('bayarTransfer'));
      // Refused here before a supervisor is asked for something the server would refuse anyway.
      if (!quote.bunga) return refuse(tErrors('hutangBungaRequired'));
      if (diskon > terms.bungaPinjam) return refuse(tErrors('hutangDiskonInvalid'));
      if (quote.diterimaNasabah > 0) {
        if (paid !== quote.diterimaNasabah) return refuse(tErrors('perpanjangTerimaInvalid', { total: formatRupiah(quote.diterimaNasabah) }));
      } else {
        if (paid === 0 && quote.dibayarNasabah > 0) return refuse(tErrors('hutangMetodeBayar'));
        if (paid > quote.dibayarNasabah) return refuse(tErrors('hutangBayarMelebihiSisa', { total: formatRupiah(quote.dibayarNasabah) }));
        if (paid < quote.dibayarNasabah) return refuse(tErrors('hutangBayarKurang', { total: formatRupiah(quote.dibayarNasabah) }));
      }
      const asks: [string, Parameters<typeof requestAuthorization>[0]][] = [];
      if (diskon > 0) {
        asks.push(['keystore', { fitur: 'DISKON_BUNGA_HUTANG', subject: interestDiscountSubject(terms.noFakturHutang, terms.bungaPinjam, diskon), notes: t('notesDiskon', { nomor: terms.noFakturHutang }) }]);
      }
      if (quote.needsGrant) {
        asks.push(['keystorePlafond', {
          fitur: 'PLAFOND_HUTANG', subject: renewalPlafondSubject(terms.noFakturHutang, quote.jumlahHutang, terms.plafond!),
          notes: t('notesPlafond', { nomor: terms.noFakturHutang, jumlah: formatRupiah(quote.jumlahHutang), plafond: formatRupiah(terms.plafond!) }),
        }]);
      }
      if (asks.length === 0) return true;
      // One grant after the other (a discount and an increase may both need one), then the form with their keystores.
      void (async () => {
        for (const [field, ask] of asks) {
          const grant: OtorisasiGrant | null = await requestAuthorization(ask);
          if (!grant) return;
          formData.set(field, grant.keystore);
        }
        startTransition(() => dispatch(formData));
      })();
      return false;
    },
  });
  const done = useCallback(() => {
    if (lastResult?.data?.noFakturHutangBaru) onDone(lastResult.data);
  }, [lastResult, onDone]);
  useFormOutcome(lastResult, done);

  const quote = quoteOf(form.value as Record<string, unknown> | undefined);
  const due = quote.diterimaNasabah > 0 ? quote.diterimaNasabah : quote.dibayarNasabah;
  const sisa = due - amountOf(fields.bayarTunai.value) - amountOf(fields.bayarTransfer.value);
  const figure = (id: string, label: string, value: string) => (
    <div key={id} className="flex flex-col"><dt className="text-stone-600">{label}</dt><dd className="font-semibold tabular-nums" data-testid={`perpanjang-${id}`}>{value}</dd></div>
  );
  return (
    <section aria-labelledby="perpanjang-title" className="flex flex-col gap-3 rounded-lg bg-sky-50/60 p-3">
      <div className="flex items-start justify-between gap-2">
        <h3 id="perpanjang-title" className="font-semibold">{t('perpanjangTitle', { nomor: terms.noFakturHutang })}</h3>
        <Button type="button" variant="secondary" onClick={onClose}>{tCommon('cancel')}</Button>
      </div>
      <p className="text-xs text-stone-600">{t('perpanjangNote')}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {figure('lamaPinjam', t('lamaPinjam'), String(terms.lamaHariBerjalan))}
        {figure('bungaRp', t('bungaRp'), formatRupiah(terms.bungaRp))}
        {figure('bungaPinjam', t('bungaPinjam'), formatRupiah(terms.bungaPinjam))}
        {figure('jumlahHutang', t('jumlahHutangLama'), formatRupiah(terms.jumlahHutang))}
        {terms.plafond !== null && figure('plafond', t('plafond'), formatRupiah(terms.plafond))}
      </dl>
      <form {...formProps} className="flex flex-col gap-3">
        <input type="hidden" name="idempotencyKey" value={key} />
        <input type="hidden" name="noFakturHutang" value={terms.noFakturHutang} />
        <div className="grid gap-3 sm:grid-cols-2">
          <MoneyField meta={fields.jumlahHutang} label={t('jumlahHutangBaru')} />
          {terms.rateBands === null && <DecimalField meta={fields.bunga} label={t('bungaBaru')} mask="percent" />}
          <MoneyField meta={fields.diskonBunga} label={t('diskonBunga')} />
        </div>
        {quote.needsGrant && <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('needsGrant')}</p>}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
          {terms.rateBands !== null && (
            <div className="flex flex-col"><dt className="text-stone-600">{t('bungaBaru')}</dt>
              <dd className="font-semibold tabular-nums" data-testid="perpanjang-bunga">{quote.bunga ? num.percent(quote.bunga) : <span className="text-red-700">{t('bungaBaruNone')}</span>}</dd></div>
          )}
          {figure('bungaRpBaru', t('bungaRpBaru'), formatRupiah(quote.bungaRp))}
          {figure('bungaBulanBaru', t('bungaBulanBaru'), formatRupiah(quote.bungaBulan))}
          {figure('lamaHariBaru', t('lamaHariBaru'), t('hari', { count: quote.lamaHari }))}
          {figure('tglJatuhTempo', t('tglJatuhTempoBaru'), quote.tglJatuhTempo)}
          {figure('tglLelang', t('tglLelangBaru'), quote.tglLelang)}
          {quote.pokokDibayar > 0 && figure('pokokDibayar', t('pokokDibayar'), formatRupiah(quote.pokokDibayar))}
          {quote.tambahPinjaman > 0 && figure('tambahPinjaman', t('tambahPinjaman'), formatRupiah(quote.tambahPinjaman))}
          {quote.diterimaNasabah > 0
            ? figure('diterimaNasabah', t('diterimaNasabah'), formatRupiah(quote.diterimaNasabah))
            : figure('dibayarNasabah', t('dibayarNasabah'), formatRupiah(quote.dibayarNasabah))}
        </dl>
        <div className="grid gap-3 sm:grid-cols-2">
          <MoneyField meta={fields.bayarTunai} label={t('bayarTunai')} />
          <MoneyField meta={fields.bayarTransfer} label={t('bayarTransfer')} />
          <SelectField meta={fields.noRekeningTransfer} label={t('rekening')} placeholder={tCommon('choose')}
            options={options.rekenings.map((r) => ({ value: r.kode, label: `${r.bank} ${r.kode}` }))} />
        </div>
        <p className="text-sm">{t('sisa')}: <strong className="tabular-nums" data-testid="perpanjang-sisa">{formatRupiah(sisa)}</strong></p>
        {form.errors && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{form.errors.join(' ')}</p>}
        <div><Button type="submit" disabled={pending}>{pending ? t('saving') : t('simpanPerpanjang')}</Button></div>
      </form>
    </section>
  );
}

/**
 * Every renewal in the opened loan's chain, oldest first: old → new number, date, amounts, interest and the money;
 * each one's Bukti Perpanjangan printed again from its row (`onPrint`).
 */
export function RenewalHistory({ noFakturHutang, onPrint }: { noFakturHutang: string; onPrint: (noPelunasan: string) => void }) {
  const t = useTranslations('loanRedemption');
  const num = useNumberFormat();
  const alerts = useAlerts();
  const [chain, setChain] = useState<RenewedLoan[] | null>(null);
  useEffect(() => {
    let live = true;
    void findRenewalsAction(noFakturHutang).then((answer) => {
      if (live && alerts.handle(answer) && answer.data) setChain(answer.data);
    });
    return () => {
      live = false;
    };
    // Loaded once per loan opened (the screen keys it by the loan and its state).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [noFakturHutang]);
  if (!chain || chain.length === 0) return null;
  return (
    <div className="relative overflow-x-auto" role="region" aria-label={t('renewals')} tabIndex={0}>
      <table className="w-full [&_td]:px-2 [&_th]:px-2" data-testid="renewal-history">
        <caption className="text-left font-semibold">{t('renewals')}</caption>
        <thead><tr className="border-b text-left">
          <th>{t('dariHutang')}</th><th>{t('menjadiHutang')}</th><th>{t('tanggal')}</th><th className="text-right">{t('jumlahHutangLama')}</th>
          <th className="text-right">{t('bungaPinjam')}</th><th className="text-right">{t('dibayarNasabah')}</th><th className="text-right">{t('diterimaNasabah')}</th>
          <th className="text-right">{t('jumlahHutangBaru')}</th><th className="text-right">{t('bungaBaru')}</th><th><span className="sr-only">{t('cetakBukti')}</span></th>
        </tr></thead>
        <tbody>{chain.map((row) => (
          <tr key={row.noPelunasan} className={`border-b border-stone-100 ${row.noFakturHutang === noFakturHutang || row.noFakturHutangBaru === noFakturHutang ? 'bg-amber-50/60' : ''}`}>
            <td className="font-mono text-xs">{row.noFakturHutang}</td><td className="font-mono text-xs">{row.noFakturHutangBaru}</td><td>{formatDateTime(row.tanggal)}</td>
            <td className="text-right tabular-nums">{formatRupiah(row.jumlahHutangLama)}</td>
            <td className="text-right tabular-nums">{formatRupiah(row.bungaPinjam)}</td>
            <td className="text-right tabular-nums">{formatRupiah(row.dibayarNasabah)}</td><td className="text-right tabular-nums">{formatRupiah(row.diterimaNasabah)}</td>
            <td className="text-right tabular-nums">{formatRupiah(row.jumlahHutang)}</td><td className="text-right tabular-nums">{num.percent(row.bunga)}</td>
            <td><PrintReceiptButton nomor={row.noPelunasan} onPrint={onPrint} /></td>
          </tr>
        ))}</tbody>
      </table>
    </div>
  );
}

/** A settlement's "Cetak Bukti" in a history table: its receipt's print buttons open (a reprint asks for its grant). */
export function PrintReceiptButton({ nomor, onPrint }: { nomor: string; onPrint: (nomor: string) => void }) {
  const t = useTranslations('loanRedemption');
  return <button type="button" className="whitespace-nowrap text-amber-800 underline" onClick={() => onPrint(nomor)} aria-label={`${t('cetakBukti')} ${nomor}`}>{t('cetakBukti')}</button>;
}
