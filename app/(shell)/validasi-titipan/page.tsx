import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { todayInJakarta } from '@/lib/format';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { DEPOSIT_VALIDATION_MESSAGES } from '@/features/titipan/client-messages';
import { DepositValidationScreen } from '@/features/titipan/components/deposit-validation-screen';

export default async function Page() {
  await requirePage('/validasi-titipan');
  const t = await getTranslations('routes');
  return (
    <ClientMessages namespaces={DEPOSIT_VALIDATION_MESSAGES}>
      <PagePanel title={t('validasi-titipan')}>
        <DepositValidationScreen today={todayInJakarta()} />
      </PagePanel>
    </ClientMessages>
  );
}
