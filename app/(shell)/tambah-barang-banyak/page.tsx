import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { ImportItemsForm } from '@/features/stock/items/components/import-items-form';
import { ITEM_MESSAGES } from '@/features/stock/items/client-messages';

export default async function Page() {
  await requirePage('/tambah-barang-banyak');
  const t = await getTranslations('routes');
  return (
    <ClientMessages namespaces={ITEM_MESSAGES}>
      <PagePanel title={t('tambah-barang-banyak')}>
        <ImportItemsForm />
      </PagePanel>
    </ClientMessages>
  );
}
