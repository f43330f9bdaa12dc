import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { PURCHASE_MESSAGES } from '@/features/pembelian/client-messages';
import { MeltScreen } from '@/features/pembelian/components/melt-screen';
import { findMeltable } from '@/features/pembelian/services/melt-pembelian';

export default async function Page() {
  const ctx = await requirePage('/hancur-pembelian');
  const [t, items] = await Promise.all([getTranslations('routes'), findMeltable({ ctx })]);
  return (
    <ClientMessages namespaces={PURCHASE_MESSAGES}>
      <PagePanel title={t('hancur-pembelian')}>
        <MeltScreen initial={items} />
      </PagePanel>
    </ClientMessages>
  );
}
