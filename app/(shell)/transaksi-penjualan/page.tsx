import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { readSaleForm } from '@/features/penjualan';
import { SALES_MESSAGES } from '@/features/penjualan/client-messages';
import { SaleScreen } from '@/features/penjualan/components/sale-screen';

export default async function Page() {
  const ctx = await requirePage('/transaksi-penjualan');
  const [t, form] = await Promise.all([getTranslations('routes'), readSaleForm({ ctx })]);
  return (
    <ClientMessages namespaces={SALES_MESSAGES}>
      <PagePanel title={t('transaksi-penjualan')}>
        <SaleScreen form={form} />
      </PagePanel>
    </ClientMessages>
  );
}
