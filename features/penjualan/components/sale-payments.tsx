'use client';
import { useTranslations } from 'next-intl';
import { withId, type FieldMeta } from '@/components/forms/field';
import { MoneyField } from '@/components/forms/number-fields';
import { SelectField } from '@/components/forms/text-field';
import { formatRupiah } from '@/lib/format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { saleTotals } from '@/features/pricing/client';
import type { SaleFormData } from '../services/sale-form';

type PaymentFields = Record<'bayarTransfer' | 'noRekeningTransfer' | 'bayarKartu' | 'noRekeningKartu' | 'uangDiterima', FieldMeta>;

/**
 * The sale's payments in any split: transfer and card, each to a shop rekening (asked only when used), and the cash
 * handed over; the totals as the lines and payments stand, with what is left to pay in cash and the change.
 */
export function SalePayments({ fields, totals, totalBerat, ppnPersen, rekening }: {
  fields: PaymentFields;
  totals: ReturnType<typeof saleTotals>;
  totalBerat: string;
  ppnPersen: string;
  rekening: SaleFormData['rekening'];
}) {
  const t = useTranslations('sales');
  const num = useNumberFormat();
  const accounts = rekening.map((one) => ({ value: one.noRekening, label: one.label }));
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-700">{t('payment')}</legend>
      <dl className="grid grid-cols-2 gap-x-2 gap-y-1 text-sm">
        <dt>{t('subtotal')}</dt><dd className="text-right tabular-nums" data-testid="subtotal">{formatRupiah(totals.subtotal)}</dd>
        <dt>{t('ppn', { persen: num.shortDecimal(ppnPersen, 2) })}</dt><dd className="text-right tabular-nums" data-testid="ppn">{formatRupiah(totals.ppn)}</dd>
        <dt className="font-semibold">{t('total')}</dt><dd className="text-right font-semibold tabular-nums" data-testid="total">{formatRupiah(totals.totalHarga)}</dd>
        <dt>{t('totalBerat')}</dt><dd className="text-right tabular-nums" data-testid="total-berat">{num.weight(totalBerat, 3)}</dd>
      </dl>
      <MoneyField meta={withId(fields.bayarTransfer, 'bayar-transfer')} label={t('transfer')} suffix={false} />
      {totals.transfer > 0 && <SelectField meta={withId(fields.noRekeningTransfer, 'rek-transfer')} label={t('rekeningTransfer')} options={accounts} />}
      <MoneyField meta={withId(fields.bayarKartu, 'bayar-kartu')} label={t('kartu')} suffix={false} />
      {totals.kartu > 0 && <SelectField meta={withId(fields.noRekeningKartu, 'rek-kartu')} label={t('rekeningKartu')} options={accounts} />}
      <p className="text-sm">{t('sisaTunai')}: <strong className="tabular-nums" data-testid="sisa-tunai">{formatRupiah(Math.max(totals.bayarTunai, 0))}</strong></p>
      <MoneyField meta={withId(fields.uangDiterima, 'bayar-tunai')} label={t('tunai')} suffix={false} />
      <p className="text-sm">{t('kembalian')}: <strong className="tabular-nums" data-testid="kembalian">{formatRupiah(Math.max(totals.kembalian, 0))}</strong></p>
    </fieldset>
  );
}
