'use client';
import { useTranslations } from 'next-intl';
import { Icon } from './icons';
import { AppLink } from './in-app-links';

/** The shared screen of a failed gate (§2.1): the module is off, or the level or access tree does not allow it. */
export function NotAvailable() {
  const t = useTranslations('notAvailable');
  const tCommon = useTranslations('common');
  return (
    <div className="mx-auto mt-16 flex max-w-md flex-col items-center gap-3 rounded-xl border border-stone-200 bg-white p-8 text-center shadow-sm" data-testid="not-available">
      <Icon name="notAvailable" size={40} className="text-amber-600" />
      <h1 className="text-xl font-semibold">{t('title')}</h1>
      <p className="text-sm text-stone-600">{t('text')}</p>
      <AppLink href="/home" className="mt-2 rounded-lg bg-amber-700 px-4 py-2 text-sm font-medium text-white hover:bg-amber-800">{tCommon('backHome')}</AppLink>
    </div>
  );
}
