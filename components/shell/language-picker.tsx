'use client';
import { Icon } from './icons';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { setLocaleAction } from '@/lib/i18n/set-locale';
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales';
import { useAlerts } from '../alerts/use-alerts';

/** Shown only while MULTI_LANGUAGE_FEATURE is on (the caller decides); the server refuses a change otherwise. */
export function LanguagePicker({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = useTranslations('common');
  const locale = useLocale();
  const router = useRouter();
  const alerts = useAlerts();
  const [pending, startTransition] = useTransition();
  const colors = tone === 'dark' ? 'bg-stone-800 text-stone-100 border-stone-700' : 'bg-white text-stone-700 border-stone-300';
  return (
    <label className="flex items-center gap-1.5 text-sm">
      <Icon name="languages" size={16} className={tone === 'dark' ? 'text-amber-400' : 'text-amber-600'} />
      <span className="sr-only">{t('language')}</span>
      <select
        aria-label={t('language')}
        value={locale}
        disabled={pending}
        onChange={(event) => {
          const next = event.target.value;
          startTransition(async () => {
            if (alerts.handle(await setLocaleAction(next))) router.refresh();
          });
        }}
        className={`rounded-md border px-2 py-1 text-sm ${colors}`}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code}>{LOCALE_NAMES[code]}</option>
        ))}
      </select>
    </label>
  );
}
