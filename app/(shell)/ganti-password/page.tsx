import { getTranslations } from 'next-intl/server';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';

export default async function GantiPasswordPage() {
  await requirePage('/ganti-password');
  const t = await getTranslations('routes');
  return (
    <PagePanel title={t('ganti-password')}>
      <ChangePasswordForm idPrefix="change-password" />
    </PagePanel>
  );
}
