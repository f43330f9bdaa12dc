import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { todayInJakarta } from '@/lib/format';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { ORDER_VALIDATION_MESSAGES } from '@/features/pesanan/client-messages';
import { OrderValidationScreen } from '@/features/pesanan/components/order-validation-screen';

export default async function Page() {
  await requirePage('/validasi-pesanan');
  const t = await getTranslations('routes');
  return (
    <ClientMessages namespaces={ORDER_VALIDATION_MESSAGES}>
      <PagePanel title={t('validasi-pesanan')}>
        <OrderValidationScreen today={todayInJakarta()} />
      </PagePanel>
    </ClientMessages>
  );
}
