import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { todayInJakarta } from '@/lib/format';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { SALES_MESSAGES } from '@/features/penjualan/client-messages';
import { ValidationScreen } from '@/features/validasi/components/validation-screen';

export default async function Page() {
  await requirePage('/validasi-jual-beli');
  const t = await getTranslations('routes');
  return (
    <ClientMessages namespaces={SALES_MESSAGES}>
      <PagePanel title={t('validasi-jual-beli')}>
        <ValidationScreen today={todayInJakarta()} />
      </PagePanel>
    </ClientMessages>
  );
}
