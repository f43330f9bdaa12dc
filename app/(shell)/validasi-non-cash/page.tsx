import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { todayInJakarta } from '@/lib/format';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { NON_CASH_MESSAGES } from '@/features/money/client-messages';
import { NonCashScreen } from '@/features/money/components/non-cash-screen';

export default async function Page() {
  await requirePage('/validasi-non-cash');
  const t = await getTranslations('routes');
  return (
    <ClientMessages namespaces={NON_CASH_MESSAGES}>
      <PagePanel title={t('validasi-non-cash')}>
        <NonCashScreen today={todayInJakarta()} />
      </PagePanel>
    </ClientMessages>
  );
}
