import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { NotaActions } from '@/features/nota/client';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { ORDER_MESSAGES } from '@/features/pesanan/client-messages';
import { OrderListScreen } from '@/features/pesanan/components/order-list-screen';
import { readOrderOptions } from '@/features/pesanan/services/order-options';

export default async function Page() {
  const ctx = await requirePage('/lihat-pesanan');
  const [t, options] = await Promise.all([getTranslations('routes'), readOrderOptions({ ctx })]);
  return (
    <ClientMessages namespaces={ORDER_MESSAGES}>
      <PagePanel title={t('lihat-pesanan')}>
        <OrderListScreen options={options} NotaActions={NotaActions} />
      </PagePanel>
    </ClientMessages>
  );
}
