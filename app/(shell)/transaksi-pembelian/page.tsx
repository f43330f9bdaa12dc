import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { PURCHASE_MESSAGES } from '@/features/pembelian/client-messages';
import { BuybackScreen } from '@/features/pembelian/components/buyback-screen';
import { readBuybackOptions } from '@/features/pembelian/services/buyback-options';
import { findCounterGoldPrices } from '@/features/stock';
import { CounterGoldPrices } from '@/features/stock/components/counter-gold-prices';
import { getDayClosed } from '@/features/tutup-toko';
import { DayClosedGuard } from '@/features/tutup-toko/components/day-closed-guard';
import { NotaActions } from '@/features/nota/client';

export default async function Page() {
  const ctx = await requirePage('/transaksi-pembelian');
  const [t, options, closing, prices] = await Promise.all([getTranslations('routes'), readBuybackOptions({ ctx }), getDayClosed({ ctx }), findCounterGoldPrices({ ctx })]);
  return (
    <ClientMessages namespaces={PURCHASE_MESSAGES}>
      <PagePanel title={t('transaksi-pembelian')}>
        <CounterGoldPrices prices={prices} />
        <DayClosedGuard closing={closing}><BuybackScreen options={options} NotaActions={NotaActions} /></DayClosedGuard>
      </PagePanel>
    </ClientMessages>
  );
}
