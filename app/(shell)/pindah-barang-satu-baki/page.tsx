import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { STOCK_MOVES_MESSAGES } from '@/features/stock/moves/client-messages';
import { PindahSatuBakiScreen } from '@/features/stock/moves/components/pindah-satu-baki-screen';
import { readPlaces } from '@/features/stock/services/places';

export default async function Page() {
  const ctx = await requirePage('/pindah-barang-satu-baki');
  const [tRoutes, places] = await Promise.all([getTranslations('routes'), readPlaces(ctx)]);
  return (
    <ClientMessages namespaces={STOCK_MOVES_MESSAGES}>
      <PagePanel title={tRoutes('pindah-barang-satu-baki')}>
        <PindahSatuBakiScreen places={places} />
      </PagePanel>
    </ClientMessages>
  );
}
