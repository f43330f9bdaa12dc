'use client';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useActionState, useCallback, useEffect, useRef, useState } from 'react';
import { createKirimUangAction } from '@/features/money/actions/kirim-uang';
import { kirimUangSchema } from '@/features/money/services/kirim-uang-schema';
import { blockEnterSubmit } from '@/components/forms/block-enter';
import { MoneyInput } from '@/components/forms/money-input';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import { translateKey } from '@/lib/i18n/keys';

/**
 * Kirim Uang Pusat: amount and note; on success the landscape receipt opens in a new window. Each filling of the
 * form has its own idempotency key, so a double click sends once.
 */
export function KirimUangForm() {
  const t = useTranslations('kirimUang');
  const tErrors = useTranslations('errors');
  const tCommon = useTranslations('common');
  const router = useRouter();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [lastResult, action, pending] = useActionState(createKirimUangAction, undefined);
  const [form, fields] = useForm({
    id: `kirim-uang-${idempotencyKey}`,
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: kirimUangSchema }),
  });
  const receiptWindow = useRef<Window | null>(null);
  const sent = useCallback(() => {
    setIdempotencyKey(crypto.randomUUID());
    router.refresh();
  }, [router]);
  useFormOutcome(lastResult, sent);
  useEffect(() => {
    const nomor = (lastResult as { data?: { nomorReferensi?: string } } | undefined)?.data?.nomorReferensi;
    if (nomor) receiptWindow.current = window.open(`/api/kirim-uang/${encodeURIComponent(nomor)}/pdf`, '_blank', 'noopener');
  }, [lastResult]);
  const errorsOf = (keys?: string[]) => keys?.map((key) => translateKey(tErrors, key));
  return (
    <form {...getFormProps(form)} action={action} noValidate onKeyDown={blockEnterSubmit} className="flex max-w-lg flex-col gap-4">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <MoneyInput key={idempotencyKey} id={fields.jumlah.id} name={fields.jumlah.name} label={t('jumlah')} errors={errorsOf(fields.jumlah.errors)} errorId={fields.jumlah.errorId} />
      <div className="flex flex-col gap-1">
        <label htmlFor={fields.keterangan.id} className="text-sm font-medium text-stone-700">{t('keterangan')}</label>
        <textarea id={fields.keterangan.id} name={fields.keterangan.name} rows={2} maxLength={200} key={`k-${idempotencyKey}`}
          className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm" />
        {fields.keterangan.errors && <p className="text-xs text-red-600">{errorsOf(fields.keterangan.errors)?.join(' ')}</p>}
      </div>
      {form.errors && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{form.errors.join(' ')}</p>}
      <div>
        <Button type="submit" disabled={pending}><Send size={16} aria-hidden /> {pending ? tCommon('sending') : t('kirim')}</Button>
      </div>
    </form>
  );
}
