'use client';
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { createUserSchema, updateUserSchema } from '@/features/users/schemas';
import { createUserAction, updateUserAction } from '@/features/users/actions/save-user';
import type { UserRow } from '@/features/users/services/find-users';
import { FormFooter } from '@/components/forms/form-footer';
import { PasswordField } from '@/components/forms/password-field';
import { SelectField, TextField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFormOutcome } from '@/components/forms/use-form-outcome';

/** Add (empty form) or edit (the user's values, user id read-only) in the modal of /data-users. */
export function UserForm({ user, levels, shops, onDone }: {
  user: UserRow | null;
  levels: string[];
  shops: { kodeToko: string; namaToko: string }[];
  onDone: () => void;
}) {
  const t = useTranslations('users');
  const tCommon = useTranslations('common');
  const [lastResult, action, pending] = useActionState(user ? updateUserAction : createUserAction, undefined);
  const [form, fields, formProps] = useActionForm<typeof createUserSchema | typeof updateUserSchema>({
    id: user ? `edit-user-${user.userId}` : 'add-user',
    schema: () => import('@/features/users/schemas').then((schemas) => (user ? schemas.updateUserSchema : schemas.createUserSchema)),
    lastResult,
    action,
    defaultValue: user ? { userId: user.userId, namaUser: user.namaUser, level: user.level, kodeToko: user.kodeToko } : { level: 'KASIR', kodeToko: shops[0]?.kodeToko },
  });
  useFormOutcome(lastResult, onDone);

  return (
    <form {...formProps} className="flex flex-col gap-4">
      <TextField meta={fields.userId} label={tCommon('userId')} readOnly={!!user} />
      <TextField meta={fields.namaUser} label={t('namaUser')} />
      <div className="grid grid-cols-2 gap-3">
        <SelectField meta={fields.level} label={t('level')} options={levels.map((level) => ({ value: level, label: level }))} />
        <SelectField meta={fields.kodeToko} label={t('shop')} options={shops.map((shop) => ({ value: shop.kodeToko, label: `${shop.kodeToko} · ${shop.namaToko}` }))} />
      </div>
      {!user && <PasswordField meta={fields.password} label={tCommon('password')} autoComplete="new-password" />}
      <FormFooter errors={form.errors} pending={pending} onCancel={onDone} labels={{ cancel: tCommon('cancel'), save: tCommon('save'), saving: tCommon('saving') }} />
    </form>
  );
}
