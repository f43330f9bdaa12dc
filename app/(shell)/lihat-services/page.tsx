import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { NotaActions } from '@/features/nota/client';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { SERVICE_MESSAGES } from '@/features/service/client-messages';
import { ServiceListScreen } from '@/features/service/components/service-list-screen';

export default async function Page() {
  await requirePage('/lihat-services');
  const t = await getTranslations('routes');
  return (
    <ClientMessages namespaces={SERVICE_MESSAGES}>
      <PagePanel title={t('lihat-services')}>
        <ServiceListScreen NotaActions={NotaActions} />
      </PagePanel>
    </ClientMessages>
  );
}
