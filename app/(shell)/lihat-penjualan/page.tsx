import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { todayInJakarta } from '@/lib/format';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { SALES_MESSAGES } from '@/features/penjualan/client-messages';
import { SalesListScreen } from '@/features/penjualan/components/sales-list-screen';
import { NotaActions } from '@/features/nota/client';

export default async function Page() {
  await requirePage('/lihat-penjualan');
  const t = await getTranslations('routes');
  return (
    <ClientMessages namespaces={SALES_MESSAGES}>
      <PagePanel title={t('lihat-penjualan')}>
        <SalesListScreen mode="/lihat-penjualan" today={todayInJakarta()} NotaActions={NotaActions} />
      </PagePanel>
    </ClientMessages>
  );
}
