import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { REDEMPTION_MESSAGES } from '@/features/hutang/redemption-client-messages';
import { LoanListScreen } from '@/features/hutang/components/loan-list-screen';
import { readRedemptionOptions } from '@/features/hutang/services/find-hutang';
import { NotaActions } from '@/features/nota/client';

export default async function Page() {
  const ctx = await requirePage('/lihat-hutang');
  const t = await getTranslations('routes');
  const options = await readRedemptionOptions({ ctx });
  return (
    <ClientMessages namespaces={REDEMPTION_MESSAGES}>
      <PagePanel title={t('lihat-hutang')}>
        <LoanListScreen options={options} NotaActions={NotaActions} />
      </PagePanel>
    </ClientMessages>
  );
}
