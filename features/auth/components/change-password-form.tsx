'use client';
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { changePasswordAction } from '@/features/auth/actions/change-password';
import { changePasswordSchema } from '@/features/auth/services/schemas';
import { PasswordField } from '@/components/forms/field';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { submitWithoutReset } from '@/components/forms/submit-without-reset';
import { Button } from '@/components/ui/button';
import { blockEnterSubmit } from '@/components/forms/block-enter';

/** Old and new password, "Simpan"; used by /ganti-password and by the header dialog. */
export function ChangePasswordForm({ idPrefix, onDone }: { idPrefix: string; onDone?: () => void }) {
  const t = useTranslations('changePassword');
  const tCommon = useTranslations('common');
  const [lastResult, action, pending] = useActionState(changePasswordAction, undefined);
  const [form, fields] = useForm({
    id: idPrefix,
    lastResult,
    constraint: getZodConstraint(changePasswordSchema),
    shouldValidate: 'onBlur',
    // Once an error shows, it goes while typing: cleared on blur instead, the message's removal moves Simpan under
    // the pointer between press and release, and the first click after a correction is lost.
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    onSubmit: submitWithoutReset(action),
  });

  useFormOutcome(lastResult, onDone);

  return (
    <form {...getFormProps(form)} action={action} className="flex max-w-md flex-col gap-4" noValidate
      onKeyDown={blockEnterSubmit}
    >
      <PasswordField {...getInputProps(fields.oldPassword, { type: 'password' })} label={t('oldPassword')}
        autoComplete="current-password" errors={fields.oldPassword.errors} errorId={fields.oldPassword.errorId} />
      <PasswordField {...getInputProps(fields.newPassword, { type: 'password' })} label={t('newPassword')}
        autoComplete="new-password" errors={fields.newPassword.errors} errorId={fields.newPassword.errorId} />
      <div>
        <Button type="submit" disabled={pending}>{pending ? tCommon('saving') : tCommon('save')}</Button>
      </div>
    </form>
  );
}
