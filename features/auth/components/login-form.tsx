'use client';
import { Icon } from '@/components/shell/icons';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState } from 'react';
import { loginAction } from '@/features/auth/actions/login';
import { clearLocalData, localKeys } from '@/lib/client/local-data';
import { PasswordField } from '@/components/forms/password-field';
import { CheckboxField, TextField } from '@/components/forms/text-field';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';

export function LoginForm({ expired }: { expired: boolean }) {
  const [remembered, setRemembered] = useState<string | null>(null);
  useEffect(() => {
    // Arriving here from an expired or invalid session: nothing of the old session stays in the browser.
    if (expired) clearLocalData();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage exists only after mount, in the browser
    setRemembered(localStorage.getItem(localKeys.rememberedUser));
  }, [expired]);
  // The remembered user id is known only in the browser: the form starts again with it.
  return <LoginFields key={remembered ?? ''} expired={expired} remembered={remembered} />;
}

function LoginFields({ expired, remembered }: { expired: boolean; remembered: string | null }) {
  const t = useTranslations('login');
  const tCommon = useTranslations('common');
  const [lastResult, action, pending] = useActionState(loginAction, undefined);
  const [form, fields, formProps] = useActionForm({
    id: 'login',
    schema: () => import('@/features/auth/schemas').then((schemas) => schemas.loginSchema),
    lastResult,
    action,
    defaultValue: remembered ? { userId: remembered, remember: true } : undefined,
    submitOnEnter: true,
    beforeSubmit: (formData) => {
      const userId = String(formData.get('userId') ?? '');
      if (formData.get('remember')) localStorage.setItem(localKeys.rememberedUser, userId);
      else localStorage.removeItem(localKeys.rememberedUser);
    },
  });
  const passwordId = fields.password.id;
  useEffect(() => {
    // Refused: the User ID stays as typed (the kit keeps it) and only the password is typed again, as after a
    // refusal sent before the page was interactive (the server's reply hides the password).
    if (!lastResult?.error?.['']?.length) return;
    const password = document.getElementById(passwordId);
    if (!(password instanceof HTMLInputElement)) return;
    password.value = '';
    password.focus();
  }, [lastResult, passwordId]);

  return (
    <form {...formProps} className="flex flex-col gap-4">
      {expired && <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">{t('sessionExpired')}</p>}
      <TextField meta={fields.userId} label={tCommon('userId')} autoComplete="username" autoFocus={!remembered} />
      <PasswordField meta={fields.password} label={tCommon('password')} autoComplete="current-password" autoFocus={!!remembered} />
      <CheckboxField meta={fields.remember} label={t('remember')} className="font-normal" />
      {form.errors && (
        <p id={form.errorId} role="alert" data-testid="login-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{form.errors.join(' ')}</p>
      )}
      <Button type="submit" disabled={pending} className="w-full py-2.5">
        <Icon name="logIn" size={16} />
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
