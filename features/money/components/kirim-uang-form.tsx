'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useActionState, useCallback, useEffect, useRef, useState } from 'react';
import { createKirimUangAction } from '@/features/money/actions/kirim-uang';
import { MoneyField } from '@/components/forms/number-fields';
import { TextareaField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';

/**
 * Kirim Uang Pusat: amount and note; on success the landscape receipt opens in a new window. Each filling of the
 * form has its own idempotency key, so a double click sends once.
 */
export function KirimUangForm() {
  const t = useTranslations('kirimUang');
  const tCommon = useTranslations('common');
  const router = useRouter();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [lastResult, action, pending] = useActionState(createKirimUangAction, undefined);
  const [form, fields, formProps] = useActionForm({ id: 'kirim-uang', schema: () => import('@/features/money/kirim-uang-schema').then((schemas) => schemas.kirimUangSchema), lastResult, action });
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
  return (
    <form {...formProps} className="flex max-w-lg flex-col gap-4">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <MoneyField meta={fields.jumlah} label={t('jumlah')} />
      <TextareaField meta={fields.keterangan} label={t('keterangan')} maxLength={200} />
      {form.errors && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{form.errors.join(' ')}</p>}
      <div>
        <Button type="submit" disabled={pending}><Icon name="send" size={16} /> {pending ? tCommon('sending') : t('kirim')}</Button>
      </div>
    </form>
  );
}
