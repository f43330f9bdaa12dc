import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { STOCK_MOVES_MESSAGES } from '@/features/stock/moves/client-messages';
import { BatalPenerimaanScreen } from '@/features/stock/moves/components/batal-penerimaan-screen';
import { findReceivedShipments } from '@/features/stock/moves/services/kirim-barang';

export default async function Page() {
  const ctx = await requirePage('/batal-penerimaan-barang');
  const [tRoutes, shipments] = await Promise.all([getTranslations('routes'), findReceivedShipments({ ctx })]);
  return (
    <ClientMessages namespaces={STOCK_MOVES_MESSAGES}>
      <PagePanel title={tRoutes('batal-penerimaan-barang')} reloadable>
        <BatalPenerimaanScreen shipments={shipments} />
      </PagePanel>
    </ClientMessages>
  );
}
