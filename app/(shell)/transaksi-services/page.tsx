import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { NotaActions } from '@/features/nota/client';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { SERVICE_RECEIVE_MESSAGES } from '@/features/service/client-messages';
import { ReceiveScreen } from '@/features/service/components/receive-screen';
import { readServiceOptions } from '@/features/service/services/repairs';
import { getDayClosed } from '@/features/tutup-toko';
import { DayClosedGuard } from '@/features/tutup-toko/components/day-closed-guard';

export default async function Page() {
  const ctx = await requirePage('/transaksi-services');
  const [t, options, closing] = await Promise.all([getTranslations('routes'), readServiceOptions({ ctx }), getDayClosed({ ctx })]);
  return (
    <ClientMessages namespaces={SERVICE_RECEIVE_MESSAGES}>
      <PagePanel title={t('transaksi-services')}>
        <DayClosedGuard closing={closing}><ReceiveScreen options={options} NotaActions={NotaActions} /></DayClosedGuard>
      </PagePanel>
    </ClientMessages>
  );
}
