import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AuthorizationHost } from '@/features/otorisasi/components/authorization-host';
import { Footer } from '@/components/shell/footer';
import { LanguagePicker } from '@/components/shell/language-picker';
import { RealtimeListener } from '@/components/shell/realtime-listener';
import { ShellFrame } from '@/components/shell/shell-frame';
import { translateMenu } from '@/components/shell/translate-menu';
import { UserMenu } from '@/features/auth/client';
import { getMenu, getSessionContext } from '@/lib/auth/dal';
import { listFingerprintApprovers } from '@/features/otorisasi/services/fingerprint';
import { approvesOwnActions } from '@/features/otorisasi';
import { isDateLocked } from '@/lib/settings/date-lock';
import { translateKey } from '@/lib/i18n/keys';
import { SHELL_MESSAGES } from '@/components/shell/client-messages';
import { CHANGE_PASSWORD_ERRORS } from '@/features/auth/client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { settingFlag } from '@/lib/settings/read';

export default async function ShellLayout({ children }: { children: ReactNode }) {
  const ctx = await getSessionContext();
  if (!ctx) redirect('/?expired=1');
  const t = await getTranslations();
  const fingerprint = settingFlag(ctx.settings, 'FINGERPRINT_MODULE');
  const menu = translateMenu(getMenu(ctx), (key) => translateKey(t, key));
  const header = (
    <>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-stone-900" data-testid="shop-name">{ctx.shop.namaToko}</p>
        <p className="truncate text-xs text-stone-500">{ctx.shop.alamatToko}</p>
      </div>
      {settingFlag(ctx.settings, 'MULTI_LANGUAGE_FEATURE') && <LanguagePicker />}
      <div className="hidden text-right sm:block">
        <p className="text-sm font-medium text-stone-800" data-testid="current-user">{ctx.user.userId}</p>
        <p className="text-xs text-stone-500">{t(`levels.${ctx.user.level}`)}</p>
      </div>
      <UserMenu />
    </>
  );
  return (
    <ClientMessages namespaces={SHELL_MESSAGES} errors={CHANGE_PASSWORD_ERRORS}>
      <ShellFrame menu={menu} header={header} footer={<Footer />} dateLocked={isDateLocked(ctx.user.level, ctx.settings)}>
        <RealtimeListener />
        <AuthorizationHost approvers={fingerprint ? await listFingerprintApprovers({ ctx }) : null} directApprover={approvesOwnActions(ctx) ? ctx.user.userId : null} />
        {children}
      </ShellFrame>
    </ClientMessages>
  );
}
