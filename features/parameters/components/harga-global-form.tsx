'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useActionState, useCallback } from 'react';
import { saveHargaGlobalAction } from '@/features/parameters/actions/harga-global';
import { MoneyField } from '@/components/forms/number-fields';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';

/** The spec reloads the page this long after a successful save (§9). */
const RELOAD_AFTER_MS = 3000;

/** Parameter Harga Global: one Rupiah field; "Simpan Data" reads "Sedang Menyimpan" while saving. */
export function HargaGlobalForm({ current }: { current: number }) {
  const t = useTranslations('parameters');
  const tCommon = useTranslations('common');
  const [lastResult, action, pending] = useActionState(saveHargaGlobalAction, undefined);
  const [, fields, formProps] = useActionForm({
    id: 'harga-global',
    schema: () => import('@/features/parameters/schemas').then((schemas) => schemas.hargaGlobalSchema),
    lastResult,
    action,
    defaultValue: { harga_global: current ? String(current) : '' },
  });
  const reloadSoon = useCallback(() => {
    window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
  }, []);
  useFormOutcome(lastResult, reloadSoon);
  return (
    <form {...formProps} className="flex max-w-md flex-col gap-4">
      <MoneyField meta={fields.harga_global} label={t('hargaGlobal')} suffix={false} placeholder={t('hargaGlobalPlaceholder')} />
      <div>
        <Button type="submit" disabled={pending}><Icon name="save" size={16} /> {pending ? tCommon('saving') : t('simpanData')}</Button>
      </div>
    </form>
  );
}
