'use client';
import { useTranslations } from 'next-intl';
import { Icon } from './icons';
import { AppLink } from './in-app-links';

export function NotFoundScreen() {
  const t = useTranslations('notFound');
  const tCommon = useTranslations('common');
  return (
    <main className="grid min-h-full place-items-center p-4">
      <div className="flex max-w-md flex-col items-center gap-3 text-center" data-testid="not-found">
        <Icon name="notFound" size={48} className="text-amber-600" />
        <p className="text-5xl font-bold text-stone-500">404</p>
        <h1 className="text-xl font-semibold">{t('title')}</h1>
        <p className="text-sm text-stone-600">{t('text')}</p>
        <AppLink href="/home" className="mt-2 rounded-lg bg-amber-700 px-4 py-2 text-sm font-medium text-white hover:bg-amber-800">{tCommon('backHome')}</AppLink>
      </div>
    </main>
  );
}
