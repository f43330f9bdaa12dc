import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { AUCTION_MESSAGES } from '@/features/hutang/auction-client-messages';
import { AuctionScreen } from '@/features/hutang/components/auction-screen';
import { readAuctionOptions } from '@/features/hutang/services/auction-hutang';

export default async function Page() {
  const ctx = await requirePage('/lelang-hutang');
  const t = await getTranslations('routes');
  const options = await readAuctionOptions({ ctx });
  return (
    <ClientMessages namespaces={AUCTION_MESSAGES}>
      <PagePanel title={t('lelang-hutang')}>
        <AuctionScreen options={options} />
      </PagePanel>
    </ClientMessages>
  );
}
