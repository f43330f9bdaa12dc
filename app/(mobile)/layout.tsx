import { Icon } from '@/components/shell/icons';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/shell/in-app-links';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { UserMenu } from '@/features/auth/client';
import { getSessionContext } from '@/lib/auth/dal';
import { SHELL_MESSAGES } from '@/components/shell/client-messages';
import { CHANGE_PASSWORD_ERRORS } from '@/features/auth/client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';

/** Phone-sized pages for supervisors away from the till: a slim header with the way back to /home, no sidebar. */
export default async function MobileLayout({ children }: { children: ReactNode }) {
  const ctx = await getSessionContext();
  if (!ctx) redirect('/?expired=1');
  const t = await getTranslations();
  return (
    <ClientMessages namespaces={SHELL_MESSAGES} errors={CHANGE_PASSWORD_ERRORS}>
      <div className="min-h-dvh bg-stone-50">
        <header className="sticky top-0 z-10 flex items-center gap-3 border-b border-stone-200 bg-white px-4 py-2">
          {/* The way back into the app for a supervisor who came from the sidebar (issue 14). */}
          <AppLink href="/home" className="flex shrink-0 items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100">
            <Icon name="arrowLeft" size={16} />{t('common.backHome')}
          </AppLink>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-stone-900">{ctx.shop.namaToko}</p>
            <p className="truncate text-xs text-stone-500">{ctx.user.userId} · {t(`levels.${ctx.user.level}`)}</p>
          </div>
          <UserMenu />
        </header>
        <main className="p-4">{children}</main>
      </div>
    </ClientMessages>
  );
}
