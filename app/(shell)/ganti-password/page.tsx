import { getTranslations } from 'next-intl/server';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { CHANGE_PASSWORD_ERRORS, CHANGE_PASSWORD_MESSAGES } from '@/features/auth/client-messages';

export default async function GantiPasswordPage() {
  await requirePage('/ganti-password');
  const t = await getTranslations('routes');
  return (
    <ClientMessages namespaces={CHANGE_PASSWORD_MESSAGES} errors={CHANGE_PASSWORD_ERRORS}>
      <PagePanel title={t('ganti-password')}>
        <ChangePasswordForm idPrefix="change-password" />
      </PagePanel>
    </ClientMessages>
  );
}
