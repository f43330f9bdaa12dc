import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { readSaleForm } from '@/features/penjualan';
import { SALES_MESSAGES } from '@/features/penjualan/client-messages';
import { SaleScreen } from '@/features/penjualan/components/sale-screen';
import { findCounterGoldPrices } from '@/features/stock';
import { CounterGoldPrices } from '@/features/stock/components/counter-gold-prices';
import { getDayClosed } from '@/features/tutup-toko';
import { DayClosedGuard } from '@/features/tutup-toko/components/day-closed-guard';
import { NotaActions } from '@/features/nota/client';

export default async function Page() {
  const ctx = await requirePage('/transaksi-penjualan');
  const [t, form, closing, prices] = await Promise.all([getTranslations('routes'), readSaleForm({ ctx }), getDayClosed({ ctx }), findCounterGoldPrices({ ctx })]);
  return (
    <ClientMessages namespaces={SALES_MESSAGES}>
      <PagePanel title={t('transaksi-penjualan')}>
        <CounterGoldPrices prices={prices} />
        <DayClosedGuard closing={closing}><SaleScreen form={form} NotaActions={NotaActions} /></DayClosedGuard>
      </PagePanel>
    </ClientMessages>
  );
}
