import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { PURCHASE_MESSAGES } from '@/features/pembelian/client-messages';
import { BuybackScreen } from '@/features/pembelian/components/buyback-screen';
import { readBuybackOptions } from '@/features/pembelian/services/buyback-options';

export default async function Page() {
  const ctx = await requirePage('/transaksi-pembelian');
  const [t, options] = await Promise.all([getTranslations('routes'), readBuybackOptions({ ctx })]);
  return (
    <ClientMessages namespaces={PURCHASE_MESSAGES}>
      <PagePanel title={t('transaksi-pembelian')}>
        <BuybackScreen options={options} />
      </PagePanel>
    </ClientMessages>
  );
}
