'use client';
import type { SubmissionResult } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { useActionState, useCallback, useState, type ReactNode } from 'react';
import { DecimalField, MoneyField } from '@/components/forms/number-fields';
import { SelectField, TextField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import type { FormOutcome } from '@/lib/actions/run-form-action';
import { formatRupiah } from '@/lib/format';
import { parseRupiah } from '@/lib/validation/rupiah-text';
import { sendWithGrant } from '@/features/otorisasi/client';
import { cancelPesananAction, payPesananAction, pickUpPesananAction, receivePesananAction } from '../actions/orders';
import { cancelOrderSubject } from '../order-subjects';
import type { OrderView } from '../services/manage-pesanan';
import type { OrderOptions } from '../services/order-options';

type Answer = SubmissionResult<string[]> & { outcome: FormOutcome; message?: string; data?: { nomor: string } };
type Action = (previous: Answer | undefined, formData: FormData) => Promise<Answer>;
type FormProps = { order: OrderView; options: OrderOptions; onDone: (nomor: string) => void };
const amountOf = (value: unknown) => parseRupiah(value) ?? 0;

/** One action on the opened order: its title, its figures, its fields and its button; the form carries its own key. */
function ActionForm({ id, title, action, schema, defaultValue, beforeSubmit, onDone, submitLabel, children }: {
  id: string; title: string; action: Action; schema: 'payOrderSchema' | 'receiveOrderSchema' | 'pickUpOrderSchema' | 'cancelOrderSchema';
  defaultValue?: Record<string, unknown>; beforeSubmit?: (formData: FormData, dispatch: (formData: FormData) => void) => boolean | void;
  onDone: (nomor: string) => void; submitLabel: string;
  children: (fields: Record<string, Parameters<typeof TextField>[0]['meta']>, value: Record<string, unknown>) => ReactNode;
}) {
  const t = useTranslations('order');
  const [key] = useState(() => crypto.randomUUID());
  const [lastResult, dispatch, pending] = useActionState(action, undefined);
  const [form, fields, formProps] = useActionForm({
    id, schema: () => import('../order.schema').then((schemas) => schemas[schema]), lastResult, action: dispatch, defaultValue,
    beforeSubmit: beforeSubmit ? (formData) => beforeSubmit(formData, dispatch) : undefined,
  });
  const done = useCallback(() => {
    if (lastResult?.data?.nomor) onDone(lastResult.data.nomor);
  }, [lastResult, onDone]);
  useFormOutcome(lastResult, done);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg bg-amber-50/60 p-3">
      <h3 id={`${id}-title`} className="font-semibold">{title}</h3>
      <form {...formProps} className="flex flex-col gap-3">
        <input type="hidden" name="idempotencyKey" value={key} />
        {children(fields as unknown as Record<string, Parameters<typeof TextField>[0]['meta']>, (form.value ?? {}) as Record<string, unknown>)}
        {form.errors && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{form.errors.join(' ')}</p>}
        <div><Button type="submit" disabled={pending}>{pending ? t('saving') : submitLabel}</Button></div>
      </form>
    </section>
  );
}

function Figures({ rows }: { rows: [string, string, string][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      {rows.map(([id, label, value]) => (
        <div key={id} className="flex flex-col"><dt className="text-stone-600">{label}</dt><dd className="font-semibold tabular-nums" data-testid={id}>{value}</dd></div>
      ))}
    </dl>
  );
}

function PaymentFields({ fields, options }: { fields: Record<string, Parameters<typeof TextField>[0]['meta']>; options: OrderOptions }) {
  const t = useTranslations('order');
  const tCommon = useTranslations('common');
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <MoneyField meta={fields.bayarTunai} label={t('bayarTunai')} />
      <MoneyField meta={fields.bayarTransfer} label={t('bayarTransfer')} />
      <SelectField meta={fields.noRekeningTransfer} label={t('rekening')} placeholder={tCommon('choose')}
        options={options.rekenings.map((r) => ({ value: r.kode, label: `${r.bank} ${r.kode}` }))} />
    </div>
  );
}

/** Bayar: more money, never above the remainder of the estimate. */
export function PayForm({ order, options, onDone }: FormProps) {
  const t = useTranslations('order');
  return (
    <ActionForm id={`bayar-${order.noPesanan}`} title={t('payTitle', { nomor: order.noPesanan })} action={payPesananAction as Action} schema="payOrderSchema"
      submitLabel={t('simpanBayar')} onDone={onDone}>
      {(fields, value) => (
        <>
          <input type="hidden" name="noPesanan" value={order.noPesanan} />
          <Figures rows={[['bayar-total', t('totalHarga'), formatRupiah(order.totalHarga)], ['bayar-dibayar', t('jumlahBayar'), formatRupiah(order.jumlahBayar)],
            ['bayar-sisa', t('sisa'), formatRupiah(order.sisa - amountOf(value.bayarTunai) - amountOf(value.bayarTransfer))]]} />
          <PaymentFields fields={fields} options={options} />
        </>
      )}
    </ActionForm>
  );
}

/** Barang Datang: each line's real weight, gross weight and group. */
export function ReceiveForm({ order, options, onDone }: FormProps) {
  const t = useTranslations('order');
  const tCommon = useTranslations('common');
  return (
    <ActionForm id={`terima-${order.noPesanan}`} title={t('receiveTitle', { nomor: order.noPesanan })} action={receivePesananAction as Action} schema="receiveOrderSchema"
      submitLabel={t('simpanTerima')} onDone={onDone} defaultValue={{ pieces: order.lines.map((line) => ({ urutan: String(line.urutan) })) }}>
      {(fields) => {
        const list = (fields.pieces as unknown as { getFieldList: () => { getFieldset: () => Record<string, Parameters<typeof TextField>[0]['meta']> }[] }).getFieldList();
        return (
          <>
            <input type="hidden" name="noPesanan" value={order.noPesanan} />
            {list.map((piece, index) => {
              const item = piece.getFieldset();
              const line = order.lines[index];
              return (
                <div key={index} className="grid gap-3 sm:grid-cols-3">
                  <input type="hidden" name={item.urutan.name} value={String(line?.urutan ?? index + 1)} />
                  <DecimalField meta={item.berat} label={t('beratAsliLine', { n: index + 1 })} mask="weight" />
                  <DecimalField meta={item.beratKotor} label={t('beratKotor')} mask="weight" />
                  <SelectField meta={item.kodeGroup} label={t('group')} placeholder={tCommon('choose')}
                    options={options.groups.map((g) => ({ value: g.kode, label: `${g.kode} - ${g.nama}` }))} />
                </div>
              );
            })}
          </>
        );
      }}
    </ActionForm>
  );
}

/** Ambil: the final price at the real weights and today's price, the down payments applied, the remainder paid. */
export function PickUpForm({ order, options, onDone }: FormProps) {
  const t = useTranslations('order');
  const pickup = order.pickup!;
  return (
    <ActionForm id={`ambil-${order.noPesanan}`} title={t('pickupTitle', { nomor: order.noPesanan })} action={pickUpPesananAction as Action} schema="pickUpOrderSchema"
      submitLabel={t('simpanAmbil')} onDone={onDone} defaultValue={{ bayarTunai: pickup.sisa > 0 ? String(pickup.sisa) : '' }}>
      {(fields, value) => (
        <>
          <input type="hidden" name="noPesanan" value={order.noPesanan} />
          <Figures rows={[
            ['ambil-subtotal', t('subtotal'), formatRupiah(pickup.subtotal)], ['ambil-ppn', t('ppn'), formatRupiah(pickup.ppn)],
            ['ambil-total', t('hargaAkhir'), formatRupiah(pickup.total)], ['ambil-dibayar', t('dibayar'), formatRupiah(order.jumlahBayar)],
            ['ambil-sisa', t('sisaBayar'), formatRupiah(pickup.sisa)], ['ambil-kembali', t('kembali'), formatRupiah(pickup.kembali)],
            ['ambil-kurang', t('sisa'), formatRupiah(pickup.sisa - amountOf(value.bayarTunai) - amountOf(value.bayarTransfer))],
          ]} />
          {pickup.sisa > 0 && <PaymentFields fields={fields} options={options} />}
        </>
      )}
    </ActionForm>
  );
}

/** Batal: the cash paid back (the rest forfeited), the reason, the tray of an arrived piece; a supervisor approves exactly that. */
export function CancelForm({ order, options, onDone }: FormProps) {
  const t = useTranslations('order');
  const tCommon = useTranslations('common');
  return (
    <ActionForm id={`batal-${order.noPesanan}`} title={t('cancelTitle', { nomor: order.noPesanan })} action={cancelPesananAction as Action} schema="cancelOrderSchema"
      submitLabel={t('simpanBatal')} onDone={onDone} defaultValue={{ uangKembali: String(order.dititip) }}
      beforeSubmit={(formData, dispatch) => {
        const kembali = amountOf(formData.get('uangKembali'));
        return sendWithGrant(formData, {
          fitur: 'BATAL_PESANAN', subject: cancelOrderSubject(order.noPesanan, order.dititip, kembali),
          notes: t('notesBatal', { nomor: order.noPesanan, kembali: formatRupiah(kembali) }),
        }, dispatch);
      }}>
      {(fields, value) => (
        <>
          <input type="hidden" name="noPesanan" value={order.noPesanan} />
          <Figures rows={[['batal-dititip', t('dititip'), formatRupiah(order.dititip)],
            ['batal-hangus', t('hangus'), formatRupiah(Math.max(order.dititip - amountOf(value.uangKembali), 0))]]} />
          <div className="grid gap-3 sm:grid-cols-3">
            <MoneyField meta={fields.uangKembali} label={t('uangKembali')} />
            <TextField meta={fields.alasan} label={t('alasan')} autoComplete="off" />
            {order.status === 'TIBA' && (
              <SelectField meta={fields.baki} label={t('baki')} placeholder={tCommon('choose')} options={options.trays.map((tray) => ({ value: tray.kode, label: `${tray.kode} - ${tray.nama}` }))} />
            )}
          </div>
        </>
      )}
    </ActionForm>
  );
}
