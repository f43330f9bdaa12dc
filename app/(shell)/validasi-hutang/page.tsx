import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { todayInJakarta } from '@/lib/format';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { LOAN_VALIDATION_MESSAGES } from '@/features/hutang/validation-client-messages';
import { LoanValidationScreen } from '@/features/hutang/components/loan-validation-screen';

export default async function Page() {
  await requirePage('/validasi-hutang');
  const t = await getTranslations('routes');
  return (
    <ClientMessages namespaces={LOAN_VALIDATION_MESSAGES}>
      <PagePanel title={t('validasi-hutang')}>
        <LoanValidationScreen today={todayInJakarta()} />
      </PagePanel>
    </ClientMessages>
  );
}
