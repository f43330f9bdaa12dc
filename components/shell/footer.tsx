import { AppLink } from './in-app-links';
import { getTranslations } from 'next-intl/server';
import { CLIENT_BUILD, CLIENT_VERSION } from '@/lib/version';

export async function Footer() {
  const t = await getTranslations('footer');
  return (
    <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-stone-200 bg-white px-6 py-3 text-xs text-stone-500">
      <span>© {new Date().getFullYear()} Kilau · {t('version', { version: CLIENT_VERSION, build: CLIENT_BUILD })}</span>
      <span className="flex gap-4">
        <AppLink href="/terms-and-conditions" className="hover:text-amber-700">{t('terms')}</AppLink>
        <AppLink href="/privacy-policy" className="hover:text-amber-700">{t('privacy')}</AppLink>
      </span>
    </footer>
  );
}
