import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { STOCK_MOVES_MESSAGES } from '@/features/stock/moves/client-messages';
import { PenerimaanScreen } from '@/features/stock/moves/components/penerimaan-screen';
import { findIncomingShipments } from '@/features/stock/moves/services/kirim-barang';
import { readPlaces } from '@/features/stock/services/places';

export default async function Page() {
  const ctx = await requirePage('/penerimaan-barang');
  const [tRoutes, shipments, places] = await Promise.all([getTranslations('routes'), findIncomingShipments({ ctx }), readPlaces(ctx)]);
  return (
    <ClientMessages namespaces={STOCK_MOVES_MESSAGES}>
      <PagePanel title={tRoutes('penerimaan-barang')} reloadable>
        <PenerimaanScreen shipments={shipments} places={places} />
      </PagePanel>
    </ClientMessages>
  );
}
