import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { STOCK_MOVES_MESSAGES } from '@/features/stock/moves/client-messages';
import { KirimBarangScreen } from '@/features/stock/moves/components/kirim-barang-screen';
import { readDestinationShops } from '@/features/stock/moves/services/kirim-barang';

export default async function Page() {
  const ctx = await requirePage('/kirim-barang');
  const [tRoutes, shops] = await Promise.all([getTranslations('routes'), readDestinationShops({ ctx })]);
  return (
    <ClientMessages namespaces={STOCK_MOVES_MESSAGES}>
      <PagePanel title={tRoutes('kirim-barang')}>
        <KirimBarangScreen shops={shops} />
      </PagePanel>
    </ClientMessages>
  );
}
