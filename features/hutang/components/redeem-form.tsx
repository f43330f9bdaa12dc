'use client';
import type { SubmissionResult } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { useActionState, useCallback, useState } from 'react';
import { useAlerts } from '@/components/alerts/use-alerts';
import { MoneyField } from '@/components/forms/number-fields';
import { SelectField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import type { FormOutcome } from '@/lib/actions/run-form-action';
import { formatRupiah } from '@/lib/format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { redemptionTotal } from '@/lib/pricing/loan';
import { parseRupiah } from '@/lib/validation/rupiah-text';
import { sendWithGrant } from '@/features/otorisasi/client';
import { redeemHutangAction } from '../actions/redemption';
import { interestDiscountSubject } from '../redemption-subjects';
import type { LoanView, RedemptionOptions } from '../services/find-hutang';

type Answer = SubmissionResult<string[]> & { outcome: FormOutcome; message?: string; data?: { noPelunasan: string } };
const amountOf = (value: unknown) => parseRupiah(value) ?? 0;

/**
 * Tebus: what redeeming the loan costs today (§9: days, interest per day, interest, actual monthly rate, total),
 * shown before anything is paid, then the payment in cash, by transfer or both (exactly the total less any discount:
 * the remainder is shown as it is typed). A discount on the interest asks a supervisor first (DISKON_BUNGA_HUTANG,
 * naming the loan and its interest before and after); the form carries its own key, so a double click posts once.
 */
export function RedeemForm({ loan, quote, options, onDone }: {
  loan: { noFakturHutang: string; jumlahHutang: number };
  quote: NonNullable<LoanView['quote']>;
  options: RedemptionOptions;
  onDone: (noPelunasan: string) => void;
}) {
  const t = useTranslations('loanRedemption');
  const tCommon = useTranslations('common');
  const tErrors = useTranslations('errors');
  const num = useNumberFormat();
  const alerts = useAlerts();
  const [key] = useState(() => crypto.randomUUID());
  const refuse = (message: string) => {
    void alerts.info(message);
    return false;
  };
  const [lastResult, dispatch, pending] = useActionState(redeemHutangAction as (previous: Answer | undefined, formData: FormData) => Promise<Answer>, undefined);
  const [form, fields, formProps] = useActionForm({
    id: `tebus-${loan.noFakturHutang}`,
    schema: () => import('../redemption-schemas').then((schemas) => schemas.redeemSchema),
    lastResult, action: dispatch,
    defaultValue: { bayarTunai: String(quote.totalBayar) },
    beforeSubmit: (formData) => {
      const diskon = amountOf(formData.get('diskonBunga'));
      const total = redemptionTotal(loan.jumlahHutang, quote.bungaPinjam, Math.min(diskon, quote.bungaPinjam));
      const paid = amountOf(formData.get('bayarTunai')) + amountOf(formData.get('bayarTransfer'));
      // Refused here before a supervisor is asked for a discount the server would refuse anyway.
      if (diskon > quote.bungaPinjam) return refuse(tErrors('hutangDiskonInvalid'));
      if (paid > total) return refuse(tErrors('hutangBayarMelebihiSisa', { total: formatRupiah(total) }));
      if (paid < total) return refuse(tErrors('hutangBayarKurang', { total: formatRupiah(total) }));
      if (diskon === 0) return true;
      return sendWithGrant(formData, {
        fitur: 'DISKON_BUNGA_HUTANG', subject: interestDiscountSubject(loan.noFakturHutang, quote.bungaPinjam, diskon), notes: t('notesDiskon', { nomor: loan.noFakturHutang }),
      }, dispatch);
    },
  });
  const done = useCallback(() => {
    if (lastResult?.data?.noPelunasan) onDone(lastResult.data.noPelunasan);
  }, [lastResult, onDone]);
  useFormOutcome(lastResult, done);

  const diskon = Math.min(amountOf(fields.diskonBunga.value), quote.bungaPinjam);
  const total = redemptionTotal(loan.jumlahHutang, quote.bungaPinjam, diskon);
  const sisa = total - amountOf(fields.bayarTunai.value) - amountOf(fields.bayarTransfer.value);
  const figures: [string, string, string][] = [
    ['lamaPinjam', t('lamaPinjam'), String(quote.lamaHari)],
    ['bungaRp', t('bungaRp'), formatRupiah(quote.bungaRp)],
    ['bungaPinjam', t('bungaPinjam'), formatRupiah(quote.bungaPinjam)],
    ['bungaAktual', t('bungaAktual'), num.percent(quote.bungaAktual)],
    ['jumlahHutang', t('jumlahHutang'), formatRupiah(loan.jumlahHutang)],
    ['totalBayar', t('totalBayar'), formatRupiah(total)],
  ];
  return (
    <section aria-labelledby="tebus-title" className="flex flex-col gap-3 rounded-lg bg-amber-50/60 p-3">
      <h3 id="tebus-title" className="font-semibold">{t('tebusTitle', { nomor: loan.noFakturHutang })}</h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {figures.map(([id, label, value]) => (
          <div key={id} className="flex flex-col"><dt className="text-stone-600">{label}</dt><dd className="font-semibold tabular-nums" data-testid={`tebus-${id}`}>{value}</dd></div>
        ))}
      </dl>
      <form {...formProps} className="flex flex-col gap-3">
        <input type="hidden" name="idempotencyKey" value={key} />
        <input type="hidden" name="noFakturHutang" value={loan.noFakturHutang} />
        <div className="grid gap-3 sm:grid-cols-2">
          <MoneyField meta={fields.diskonBunga} label={t('diskonBunga')} />
          <MoneyField meta={fields.bayarTunai} label={t('bayarTunai')} />
          <MoneyField meta={fields.bayarTransfer} label={t('bayarTransfer')} />
          <SelectField meta={fields.noRekeningTransfer} label={t('rekening')} placeholder={tCommon('choose')}
            options={options.rekenings.map((r) => ({ value: r.kode, label: `${r.bank} ${r.kode}` }))} />
        </div>
        <p className="text-sm">{t('sisa')}: <strong className="tabular-nums" data-testid="tebus-sisa">{formatRupiah(sisa)}</strong></p>
        {form.errors && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{form.errors.join(' ')}</p>}
        <div><Button type="submit" disabled={pending}>{pending ? t('saving') : t('simpanTebus')}</Button></div>
      </form>
    </section>
  );
}
