import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/features/auth/components/login-form';
import { LanguagePicker } from '@/components/shell/language-picker';
import { BrandMark } from '@/components/shell/brand-mark';
import { getSessionContext } from '@/lib/auth/dal';
import { getInstallationShop } from '@/lib/db/installation-shop';
import { loadSettings } from '@/lib/settings/load';
import { CLIENT_BUILD, CLIENT_VERSION, SERVER_VERSION } from '@/lib/version';
import { LOGIN_MESSAGES } from '@/features/auth/client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { settingFlag } from '@/lib/settings/read';

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ expired?: string }> }) {
  if (await getSessionContext()) redirect('/home');
  const [t, settings, shop, { expired }] = await Promise.all([getTranslations('login'), loadSettings(), getInstallationShop(), searchParams]);
  return (
    <main className="grid min-h-full place-items-center bg-gradient-to-br from-stone-900 via-stone-800 to-amber-900 p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-2xl">
        <div className="flex items-center justify-between gap-2">
          <BrandMark />
          {settingFlag(settings, 'MULTI_LANGUAGE_FEATURE') && <LanguagePicker />}
        </div>
        <h1 className="mt-5 text-xl font-semibold">{t('title')}</h1>
        <p className="mb-6 text-sm text-stone-500">{t('subtitle')}</p>
        <ClientMessages namespaces={LOGIN_MESSAGES}>
          <LoginForm expired={expired === '1'} />
        </ClientMessages>
        <dl className="mt-6 space-y-0.5 border-t border-stone-200 pt-4 text-xs text-stone-500">
          <div><dt className="inline">{t('clientVersion')}: </dt><dd className="inline" data-testid="client-version">{CLIENT_VERSION} build {CLIENT_BUILD}</dd></div>
          <div><dt className="inline">{t('serverVersion')}: </dt><dd className="inline" data-testid="server-version">{SERVER_VERSION}</dd></div>
          <div><dt className="inline">{t('branch')}: </dt><dd className="inline" data-testid="branch">{shop ? `${shop.kodeToko} · ${shop.namaToko}` : '-'}</dd></div>
        </dl>
      </div>
    </main>
  );
}
