import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { DestroyScreen } from '@/features/stock/destroy/components/destroy-screen';
import { DESTROY_MESSAGES } from '@/features/stock/items/client-messages';

export default async function Page() {
  await requirePage('/hancur-data-barang');
  const t = await getTranslations('routes');
  return (
    <ClientMessages namespaces={DESTROY_MESSAGES}>
      <PagePanel title={t('hancur-data-barang')}>
        <DestroyScreen />
      </PagePanel>
    </ClientMessages>
  );
}
