'use client';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Save } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useActionState, useCallback } from 'react';
import { saveHargaGlobalAction } from '@/features/parameters/actions/harga-global';
import { hargaGlobalSchema } from '@/features/parameters/services/schemas';
import { blockEnterSubmit } from '@/components/forms/block-enter';
import { MoneyInput } from '@/components/forms/money-input';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';
import { translateKey } from '@/lib/i18n/keys';

/** The spec reloads the page this long after a successful save (§9). */
const RELOAD_AFTER_MS = 3000;

/** Parameter Harga Global: one Rupiah field; "Simpan Data" reads "Sedang Menyimpan" while saving. */
export function HargaGlobalForm({ current }: { current: number }) {
  const t = useTranslations('parameters');
  const tErrors = useTranslations('errors');
  const tCommon = useTranslations('common');
  const [lastResult, action, pending] = useActionState(saveHargaGlobalAction, undefined);
  const [form, fields] = useForm({
    id: 'harga-global',
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: hargaGlobalSchema }),
  });
  const reloadSoon = useCallback(() => {
    window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
  }, []);
  useFormOutcome(lastResult, reloadSoon);
  return (
    <form {...getFormProps(form)} action={action} noValidate onKeyDown={blockEnterSubmit} className="flex max-w-md flex-col gap-4">
      <MoneyInput id={fields.harga_global.id} name={fields.harga_global.name} label={t('hargaGlobal')} suffix={false}
        placeholder={t('hargaGlobalPlaceholder')} defaultValue={current ? String(current) : ''}
        errors={fields.harga_global.errors?.map((key) => translateKey(tErrors, key))} errorId={fields.harga_global.errorId} />
      <div>
        <Button type="submit" disabled={pending}><Save size={16} aria-hidden /> {pending ? tCommon('saving') : t('simpanData')}</Button>
      </div>
    </form>
  );
}
