'use client';
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { LogIn } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState } from 'react';
import { loginAction } from '@/features/auth/actions/login';
import { clearLocalData, localKeys } from '@/lib/client/local-data';
import { loginSchema } from '@/features/auth/services/schemas';
import { Field, PasswordField } from '@/components/forms/field';
import { Button } from '@/components/ui/button';

export function LoginForm({ expired }: { expired: boolean }) {
  const t = useTranslations('login');
  const tCommon = useTranslations('common');
  const [lastResult, action, pending] = useActionState(loginAction, undefined);
  const [remembered, setRemembered] = useState<string | null>(null);
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    onSubmit: (_event, { formData }) => {
      const userId = String(formData.get('userId') ?? '');
      if (formData.get('remember')) localStorage.setItem(localKeys.rememberedUser, userId);
      else localStorage.removeItem(localKeys.rememberedUser);
    },
  });

  useEffect(() => {
    // Arriving here from an expired or invalid session: nothing of the old session stays in the browser.
    if (expired) clearLocalData();
    setRemembered(localStorage.getItem(localKeys.rememberedUser));
  }, [expired]);

  return (
    <form {...getFormProps(form)} action={action} className="flex flex-col gap-4" noValidate>
      {expired && <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">{t('sessionExpired')}</p>}
      <Field
        {...getInputProps(fields.userId, { type: 'text' })}
        key={remembered ?? 'userId'}
        defaultValue={remembered ?? undefined}
        label={tCommon('userId')}
        autoComplete="username"
        autoFocus={!remembered}
        errors={fields.userId.errors}
        errorId={fields.userId.errorId}
      />
      <PasswordField
        {...getInputProps(fields.password, { type: 'password' })}
        label={tCommon('password')}
        autoComplete="current-password"
        autoFocus={!!remembered}
        errors={fields.password.errors}
        errorId={fields.password.errorId}
      />
      <label className="flex items-center gap-2 text-sm text-stone-700">
        <input
          {...getInputProps(fields.remember, { type: 'checkbox' })}
          key={remembered ? 'remember-on' : 'remember-off'}
          defaultChecked={!!remembered}
          className="size-4 accent-amber-600"
        />
        {t('remember')}
      </label>
      {form.errors && (
        <p id={form.errorId} role="alert" data-testid="login-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{form.errors.join(' ')}</p>
      )}
      <Button type="submit" disabled={pending} className="w-full py-2.5">
        <LogIn size={16} aria-hidden />
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
