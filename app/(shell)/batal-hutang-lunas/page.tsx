import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { REDEMPTION_MESSAGES } from '@/features/hutang/redemption-client-messages';
import { CancelRedemptionScreen } from '@/features/hutang/components/cancel-redemption-screen';

export default async function Page() {
  await requirePage('/batal-hutang-lunas');
  const t = await getTranslations('routes');
  return (
    <ClientMessages namespaces={REDEMPTION_MESSAGES}>
      <PagePanel title={t('batal-hutang-lunas')}>
        <CancelRedemptionScreen />
      </PagePanel>
    </ClientMessages>
  );
}
