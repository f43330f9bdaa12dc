'use client';
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect } from 'react';
import { changePasswordAction } from '@/lib/actions/change-password';
import { endExpiredSession } from '@/lib/client/local-data';
import { changePasswordSchema } from '@/lib/services/auth/schemas';
import { useAlerts } from '../alerts/use-alerts';
import { PasswordField } from '../forms/field';
import { Button } from '../ui/button';

/** Old and new password, "Simpan"; used by /ganti-password and by the header dialog. */
export function ChangePasswordForm({ idPrefix, onDone }: { idPrefix: string; onDone?: () => void }) {
  const t = useTranslations('changePassword');
  const alerts = useAlerts();
  const [lastResult, action, pending] = useActionState(changePasswordAction, undefined);
  const [form, fields] = useForm({
    id: idPrefix,
    lastResult,
    constraint: getZodConstraint(changePasswordSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });

  useEffect(() => {
    if (!lastResult) return;
    if (lastResult.outcome === 'expired') endExpiredSession();
    if (lastResult.outcome === 'success') {
      alerts.success(lastResult.message);
      onDone?.();
    }
    if (lastResult.outcome === 'error') alerts.error(lastResult.message);
  }, [lastResult, alerts, onDone]);

  return (
    <form {...getFormProps(form)} action={action} className="flex max-w-md flex-col gap-4" noValidate
      onKeyDown={(event) => {
        // Enter does not submit: the password change happens on "Simpan" only.
        if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') event.preventDefault();
      }}
    >
      <PasswordField {...getInputProps(fields.oldPassword, { type: 'password' })} label={t('oldPassword')}
        autoComplete="current-password" errors={fields.oldPassword.errors} errorId={fields.oldPassword.errorId} />
      <PasswordField {...getInputProps(fields.newPassword, { type: 'password' })} label={t('newPassword')}
        autoComplete="new-password" errors={fields.newPassword.errors} errorId={fields.newPassword.errorId} />
      <div>
        <Button type="submit" disabled={pending}>{pending ? t('submitting') : t('submit')}</Button>
      </div>
    </form>
  );
}
