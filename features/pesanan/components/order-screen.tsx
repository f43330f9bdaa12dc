'use client';
import { useTranslations } from 'next-intl';
import { useActionState, useState, type ReactNode } from 'react';
import { CounterShortcuts, useCounterShortcuts } from '@/components/forms/counter-shortcuts';
import { DateField } from '@/components/forms/date-input';
import { LineItems } from '@/components/forms/line-items';
import { DecimalField, MoneyField } from '@/components/forms/number-fields';
import { SelectField, TextField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import type { NotaButtons } from '@/lib/documents/nota-buttons';
import { formatRupiah } from '@/lib/format';
import { parseDecimal } from '@/lib/validation/decimal';
import { parseRupiah } from '@/lib/validation/rupiah-text';
import { takePesananAction } from '../actions/orders';
import { orderLinePrice, orderTotals } from '../order-figures';
import type { OrderOptions } from '../services/order-options';

const FORM_ID = 'transaksi-pesanan';
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const weight = (value: unknown) => {
  const parsed = parseDecimal(value, 3, 9);
  return typeof parsed === 'string' ? parsed : '0';
};

/**
 * Transaksi Pesanan: an order at the counter. The customer, the pieces to make (jenis, kadar, estimated weight, ongkos,
 * per gram or at a fixed price), the day wanted, and the down payment. The estimate is previewed with the same pure
 * functions the server prices with (the day's gold price of the jenis, the sale rounding and PPN); F9 saves, and the
 * order's number shows with its slip's print and WhatsApp buttons (the first slip prints at once to the remembered
 * printer) and "Transaksi Baru" (F4).
 */
export function OrderScreen({ options, NotaActions }: { options: OrderOptions; NotaActions: NotaButtons<'pesanan'> }) {
  const t = useTranslations('order');
  const [generation, setGeneration] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  const fresh = () => {
    setSaved(null);
    setGeneration((n) => n + 1);
  };
  useCounterShortcuts({ save: () => (document.getElementById(FORM_ID) as HTMLFormElement | null)?.requestSubmit(), new: fresh });
  return (
    <div className="flex flex-col gap-4">
      <CounterShortcuts actions={['save', 'new']} />
      {saved ? (
        <>
          <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
            <span>{t('savedTitle')}</span>
            <strong data-testid="nomor-pesanan" className="font-mono text-lg">{saved}</strong>
            <Button onClick={fresh}>{t('newTransaction')}</Button>
          </div>
          <NotaActions key={saved} kind="pesanan" nomor={saved} justPosted />
        </>
      ) : (
        <OrderForm key={generation} options={options} onSaved={setSaved} />
      )}
    </div>
  );
}

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-stone-100 py-1 text-sm last:border-0">
      <dt className="text-stone-600">{label}</dt>
      <dd data-testid={testId} className="text-right font-medium tabular-nums text-stone-900">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
      <h2 className="text-sm font-semibold text-stone-800">{title}</h2>
      {children}
    </section>
  );
}

function OrderForm({ options, onSaved }: { options: OrderOptions; onSaved: (nomor: string) => void }) {
  const t = useTranslations('order');
  const tCommon = useTranslations('common');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [lastResult, action, pending] = useActionState(takePesananAction, undefined);
  const [form, fields, formProps] = useActionForm({
    id: FORM_ID,
    schema: () => import('../order.schema').then((schemas) => schemas.takeOrderSchema),
    lastResult,
    action,
    defaultValue: { lines: [{ aturanHarga: 'GRAM' }] },
  });
  useFormOutcome(lastResult, () => {
    const nomor = lastResult && 'data' in lastResult ? (lastResult.data as { nomor?: string } | undefined)?.nomor : undefined;
    if (nomor) onSaved(nomor);
  });
  const priceOf = new Map(options.jenis.map((row) => [row.kode, row.hargaPerGram]));
  const value = form.value as Record<string, unknown> | undefined;
  const lineValues = Array.isArray(value?.lines) ? (value.lines as (Record<string, unknown> | undefined)[]) : [];
  const prices = lineValues.map((line) => {
    const rule = text(line?.aturanHarga) === 'TETAP' ? 'TETAP' : 'GRAM';
    return orderLinePrice({ aturanHarga: rule, berat: weight(line?.berat), ongkos: parseRupiah(line?.ongkos) ?? 0, hargaTetap: parseRupiah(line?.hargaTetap) ?? 0 },
      priceOf.get(text(line?.kodeDept)) ?? 0, options.rules);
  });
  const totals = orderTotals(prices, options.rules.ppnPersen);
  const paid = (parseRupiah(value?.bayarTunai) ?? 0) + (parseRupiah(value?.bayarTransfer) ?? 0);
  const choose = tCommon('choose');
  const optionsOf = (rows: { kode: string; nama: string }[]) => rows.map((row) => ({ value: row.kode, label: `${row.kode} - ${row.nama}` }));

  return (
    <form {...formProps} className="flex flex-col gap-4">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Section title={t('customerTitle')}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <TextField meta={fields.namaCustomer} label={t('namaCustomer')} autoComplete="off" />
          <TextField meta={fields.noHpCustomer} label={t('noHpCustomer')} autoComplete="off" inputMode="tel" />
          <TextField meta={fields.alamatCustomer} label={t('alamatCustomer')} autoComplete="off" />
          <SelectField meta={fields.kodeSales} label={t('sales')} placeholder={choose} options={optionsOf(options.sales)} />
          <DateField meta={fields.tglTarget} label={t('tglTarget')} />
        </div>
      </Section>

      <Section title={t('linesTitle')}>
        <p className="text-xs text-stone-600">{t('estimateNote')}</p>
        <LineItems form={form} list={fields.lines} label={t('linesTitle')} addLabel={t('addLine')} newLine={{ aturanHarga: 'GRAM' }}
          removeLabel={(index) => t('removeLine', { n: index + 1 })}>
          {(line, index) => {
            const item = line.getFieldset();
            const isFixed = text(lineValues[index]?.aturanHarga) === 'TETAP';
            const perGram = priceOf.get(text(lineValues[index]?.kodeDept)) ?? 0;
            return (
              <>
                <TextField meta={item.deskripsi} label={t('deskripsi')} autoComplete="off" />
                <SelectField meta={item.kodeDept} label={t('jenis')} placeholder={choose} options={optionsOf(options.jenis)} />
                <DecimalField meta={item.kadar} label={t('kadar')} mask="percent" />
                <DecimalField meta={item.berat} label={t('berat')} mask="weight" />
                <MoneyField meta={item.ongkos} label={t('ongkos')} />
                <SelectField meta={item.aturanHarga} label={t('aturanHarga')}
                  options={[{ value: 'GRAM', label: t('ruleGRAM') }, { value: 'TETAP', label: t('ruleTETAP') }]} />
                {isFixed && <MoneyField meta={item.hargaTetap} label={t('hargaTetap')} />}
                <dl className="flex min-w-[9rem] flex-col justify-end text-sm">
                  {!isFixed && <Figure label={t('hargaPerGram')} testId={`harga-gram-${index}`}>{perGram ? formatRupiah(perGram) : '-'}</Figure>}
                  <Figure label={t('estimasi')} testId={`estimasi-${index}`}>{formatRupiah(prices[index] ?? 0)}</Figure>
                </dl>
              </>
            );
          }}
        </LineItems>
      </Section>

      <Section title={t('paymentTitle')}>
        <dl>
          <Figure label={t('subtotal')} testId="subtotal">{formatRupiah(totals.subtotal)}</Figure>
          <Figure label={t('ppn')} testId="ppn">{formatRupiah(totals.ppn)}</Figure>
          <Figure label={t('totalHarga')} testId="total-harga">{formatRupiah(totals.total)}</Figure>
        </dl>
        <div className="grid gap-3 sm:grid-cols-3">
          <MoneyField meta={fields.bayarTunai} label={t('bayarTunai')} />
          <MoneyField meta={fields.bayarTransfer} label={t('bayarTransfer')} />
          <SelectField meta={fields.noRekeningTransfer} label={t('rekening')} placeholder={choose}
            options={options.rekenings.map((row) => ({ value: row.kode, label: `${row.bank} ${row.kode} - ${row.nama}` }))} />
        </div>
        <dl><Figure label={t('sisa')} testId="sisa">{formatRupiah(totals.total - paid)}</Figure></dl>
      </Section>

      {form.errors && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{form.errors.join(' ')}</p>}
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>{pending ? tCommon('saving') : tCommon('save')}</Button>
      </div>
    </form>
  );
}
