import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { NotaActions } from '@/features/nota/client';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { ORDER_MESSAGES } from '@/features/pesanan/client-messages';
import { OrderScreen } from '@/features/pesanan/components/order-screen';
import { readOrderOptions } from '@/features/pesanan/services/order-options';
import { getDayClosed } from '@/features/tutup-toko';
import { DayClosedGuard } from '@/features/tutup-toko/components/day-closed-guard';

export default async function Page() {
  const ctx = await requirePage('/transaksi-pesanan');
  const [t, options, closing] = await Promise.all([getTranslations('routes'), readOrderOptions({ ctx }), getDayClosed({ ctx })]);
  return (
    <ClientMessages namespaces={ORDER_MESSAGES}>
      <PagePanel title={t('transaksi-pesanan')}>
        <DayClosedGuard closing={closing}><OrderScreen options={options} NotaActions={NotaActions} /></DayClosedGuard>
      </PagePanel>
    </ClientMessages>
  );
}
