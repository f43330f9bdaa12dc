'use client';
import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { postUangBankAction, postUangKasAction } from '@/features/money/actions/cash-book';
import { FormFooter } from '@/components/forms/form-footer';
import { MoneyField } from '@/components/forms/number-fields';
import { SelectField, TextareaField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';

/**
 * The Uang Kas / Uang Bank form: in or out, a category that has an account, the shop's bank account (Uang Bank), the
 * amount and the description. Each opening of the form carries its own idempotency key, so a double click posts once.
 */
export function CashBookForm({ kind, categories, rekenings, onDone }: {
  kind: 'KAS' | 'BANK';
  categories: { kode: string; nama: string }[];
  rekenings: { noRekening: string; namaRekening: string; kodeBank: string }[];
  onDone: () => void;
}) {
  const t = useTranslations('cashBook');
  const tCommon = useTranslations('common');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [lastResult, action, pending] = useActionState(kind === 'KAS' ? postUangKasAction : postUangBankAction, undefined);
  const [form, fields, formProps] = useActionForm({
    id: `cash-book-${kind}`,
    schema: () => import('@/features/money/schemas').then((schemas) => schemas.cashBookSchema),
    lastResult,
    action,
  });
  useFormOutcome(lastResult, onDone);
  return (
    <form {...formProps} className="flex flex-col gap-4">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <SelectField meta={fields.arah} label={t('arah')} placeholder={tCommon('choose')}
        options={[{ value: 'MASUK', label: t('MASUK') }, { value: 'KELUAR', label: t('KELUAR') }]} />
      <SelectField meta={fields.kategori} label={t('kategori')} placeholder={tCommon('choose')}
        options={categories.map((c) => ({ value: c.kode, label: c.nama }))} />
      {kind === 'BANK' && (
        <SelectField meta={fields.rekening} label={t('rekening')} placeholder={tCommon('choose')}
          options={rekenings.map((r) => ({ value: r.noRekening, label: `${r.kodeBank} ${r.noRekening} · ${r.namaRekening}` }))} />
      )}
      <MoneyField meta={fields.jumlah} label={t('jumlah')} />
      <TextareaField meta={fields.keterangan} label={t('keterangan')} maxLength={200} />
      <FormFooter errors={form.errors} pending={pending} onCancel={onDone} labels={{ cancel: tCommon('cancel'), save: tCommon('save'), saving: tCommon('saving') }} />
    </form>
  );
}
