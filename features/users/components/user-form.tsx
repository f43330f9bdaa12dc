'use client';
import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { createUserAction, updateUserAction } from '@/features/users/actions/save-user';
import { createUserSchema, updateUserSchema } from '@/features/users/services/schemas';
import type { UserRow } from '@/features/users/services/find-users';
import { ErrorList, Field, PasswordField } from '@/components/forms/field';
import { useFormOutcome } from '@/components/forms/use-form-outcome';
import { submitWithoutReset } from '@/components/forms/submit-without-reset';
import { blockEnterSubmit } from '@/components/forms/block-enter';
import { FormFooter } from '@/components/forms/form-footer';
import { translateKey } from '@/lib/i18n/keys';

const selectClass = 'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-500';

/** Add (empty form) or edit (the user's values, user id read-only) in the modal of /data-users. */
export function UserForm({ user, levels, shops, onDone }: {
  user: UserRow | null;
  levels: string[];
  shops: { kodeToko: string; namaToko: string }[];
  onDone: () => void;
}) {
  const t = useTranslations('users');
  const tErrors = useTranslations('errors');
  const tCommon = useTranslations('common');
  const schema = user ? updateUserSchema : createUserSchema;
  const [lastResult, action, pending] = useActionState(user ? updateUserAction : createUserAction, undefined);
  const [form, fields] = useForm({
    id: user ? `edit-user-${user.userId}` : 'add-user',
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    // Errors go while typing, not on blur: see the change-password form.
    shouldRevalidate: 'onInput',
    defaultValue: user ? { userId: user.userId, namaUser: user.namaUser, level: user.level, kodeToko: user.kodeToko } : { level: 'KASIR', kodeToko: shops[0]?.kodeToko },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: submitWithoutReset(action),
  });
  useFormOutcome(lastResult, onDone);
  const passwordField = (fields as Record<string, typeof fields.userId>).password;

  return (
    <form {...getFormProps(form)} action={action} noValidate className="flex flex-col gap-4"
      onKeyDown={blockEnterSubmit}
    >
      <Field {...getInputProps(fields.userId, { type: 'text' })} label={tCommon('userId')} readOnly={!!user}
        className={user ? 'bg-stone-100' : undefined} errors={fields.userId.errors} errorId={fields.userId.errorId} />
      <Field {...getInputProps(fields.namaUser, { type: 'text' })} label={t('namaUser')} errors={fields.namaUser.errors} errorId={fields.namaUser.errorId} />
      <div className="grid grid-cols-2 gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
          {t('level')}
          <select {...getSelectProps(fields.level)} className={selectClass}>
            {levels.map((level) => <option key={level} value={level}>{level}</option>)}
          </select>
          <ErrorList id={fields.level.errorId} errors={fields.level.errors?.map((key) => translateKey(tErrors, key))} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
          {t('shop')}
          <select {...getSelectProps(fields.kodeToko)} className={selectClass}>
            {shops.map((shop) => <option key={shop.kodeToko} value={shop.kodeToko}>{shop.kodeToko} · {shop.namaToko}</option>)}
          </select>
          <ErrorList id={fields.kodeToko.errorId} errors={fields.kodeToko.errors?.map((key) => translateKey(tErrors, key))} />
        </label>
      </div>
      {!user && passwordField && (
        <PasswordField {...getInputProps(passwordField, { type: 'password' })} label={tCommon('password')} autoComplete="new-password"
          errors={passwordField.errors} errorId={passwordField.errorId} />
      )}
      <FormFooter errors={form.errors} pending={pending} onCancel={onDone} labels={{ cancel: tCommon('cancel'), save: tCommon('save'), saving: tCommon('saving') }} />
    </form>
  );
}
