'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useActionState, useCallback, useState } from 'react';
import { DecimalField, MoneyField } from '@/components/forms/number-fields';
import { SelectField, TextField, type Option } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import { takePreOrderAction } from '../actions/pre-order';

/** Transaksi Pre Order: the customer, the item wanted, its price and what is paid in advance. Each filling has its own key. */
export function TakeForm({ jenis, rekening }: { jenis: Option[]; rekening: Option[] }) {
  const t = useTranslations('preorder');
  const tCommon = useTranslations('common');
  const router = useRouter();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [lastResult, action, pending] = useActionState(takePreOrderAction, undefined);
  const [form, fields, formProps] = useActionForm({ id: 'pre-order', schema: () => import('../schemas').then((m) => m.preOrderSchema), lastResult, action });
  const saved = useCallback(() => {
    setIdempotencyKey(crypto.randomUUID());
    router.refresh();
  }, [router]);
  useFormOutcome(lastResult, saved);
  return (
    <form {...formProps} className="grid max-w-3xl grid-cols-1 gap-4 md:grid-cols-2">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <TextField meta={fields.namaCustomer} label={t('namaCustomer')} maxLength={100} />
      <TextField meta={fields.noHpCustomer} label={t('noHp')} maxLength={20} inputMode="tel" />
      <TextField meta={fields.alamatCustomer} label={t('alamat')} maxLength={200} className="md:col-span-2" />
      <TextField meta={fields.namaBarang} label={t('namaBarang')} maxLength={100} />
      <SelectField meta={fields.kodeDept} label={t('jenis')} options={jenis} placeholder={t('pilihJenis')} />
      <DecimalField meta={fields.berat} label={t('berat')} mask="weight" />
      <MoneyField meta={fields.harga} label={t('harga')} />
      <MoneyField meta={fields.bayarTunai} label={t('bayarTunai')} />
      <MoneyField meta={fields.bayarTransfer} label={t('bayarTransfer')} />
      <SelectField meta={fields.noRekeningTransfer} label={t('rekening')} options={rekening} placeholder={t('pilihRekening')} />
      {form.errors && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 md:col-span-2">{form.errors.join(' ')}</p>}
      <div className="md:col-span-2">
        <Button type="submit" disabled={pending}>{pending ? t('menyimpan') : tCommon('save')}</Button>
      </div>
    </form>
  );
}
