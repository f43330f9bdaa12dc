import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { AddItemForm } from '@/features/stock/items/components/add-item-form';
import { ITEM_MESSAGES } from '@/features/stock/items/client-messages';
import { findItemOptions } from '@/features/stock/items/services/item-options';

export default async function Page() {
  const ctx = await requirePage('/tambah-data-barang');
  const [t, options] = await Promise.all([getTranslations('routes'), findItemOptions({ ctx })]);
  return (
    <ClientMessages namespaces={ITEM_MESSAGES}>
      <PagePanel title={t('tambah-data-barang')}>
        <AddItemForm options={options} />
      </PagePanel>
    </ClientMessages>
  );
}
