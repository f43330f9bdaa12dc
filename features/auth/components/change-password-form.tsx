'use client';
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { changePasswordAction } from '@/features/auth/actions/change-password';
import { PasswordField } from '@/components/forms/password-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { Button } from '@/components/ui/button';

/** Old and new password, "Simpan"; used by /ganti-password and by the header dialog. */
export function ChangePasswordForm({ idPrefix, onDone }: { idPrefix: string; onDone?: () => void }) {
  const t = useTranslations('changePassword');
  const tCommon = useTranslations('common');
  const [lastResult, action, pending] = useActionState(changePasswordAction, undefined);
  const [, fields, formProps] = useActionForm({ id: idPrefix, schema: () => import('@/features/auth/schemas').then((schemas) => schemas.changePasswordSchema), lastResult, action });
  useFormOutcome(lastResult, onDone);

  return (
    <form {...formProps} className="flex max-w-md flex-col gap-4">
      <PasswordField meta={fields.oldPassword} label={t('oldPassword')} autoComplete="current-password" />
      <PasswordField meta={fields.newPassword} label={t('newPassword')} autoComplete="new-password" />
      <div>
        <Button type="submit" disabled={pending}>{pending ? tCommon('saving') : tCommon('save')}</Button>
      </div>
    </form>
  );
}
