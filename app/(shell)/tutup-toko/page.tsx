import { getTranslations } from 'next-intl/server';
import { ClosingScreen } from '@/features/tutup-toko/components/closing-screen';
import { findClosingView } from '@/features/tutup-toko/services/close-day';
import { CLOSING_MESSAGES } from '@/features/tutup-toko/client-messages';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';

export default async function Page() {
  const ctx = await requirePage('/tutup-toko');
  const [t, view] = await Promise.all([getTranslations('routes'), findClosingView({ ctx })]);
  return (
    <ClientMessages namespaces={CLOSING_MESSAGES}>
      <PagePanel title={t('tutup-toko')} reloadable>
        <ClosingScreen view={view} />
      </PagePanel>
    </ClientMessages>
  );
}
