import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { readPlaces } from '@/features/stock/services/places';
import { WEIGHING_MESSAGES } from '@/features/stock/weighing/client-messages';
import { WeighingScreen } from '@/features/stock/weighing/components/weighing-screen';

export default async function Page() {
  const ctx = await requirePage('/timbang-baki');
  const [t, places] = await Promise.all([getTranslations('routes'), readPlaces(ctx)]);
  return (
    <ClientMessages namespaces={WEIGHING_MESSAGES}>
      <PagePanel title={t('timbang-baki')} reloadable>
        <WeighingScreen places={places} />
      </PagePanel>
    </ClientMessages>
  );
}
