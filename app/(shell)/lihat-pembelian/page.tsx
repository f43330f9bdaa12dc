import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { todayInJakarta } from '@/lib/format';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { PURCHASE_MESSAGES } from '@/features/pembelian/client-messages';
import { PembelianListScreen } from '@/features/pembelian/components/pembelian-list-screen';
import { NotaActions } from '@/features/nota/client';

export default async function Page() {
  await requirePage('/lihat-pembelian');
  const t = await getTranslations('routes');
  return (
    <ClientMessages namespaces={PURCHASE_MESSAGES}>
      <PagePanel title={t('lihat-pembelian')}>
        <PembelianListScreen mode="lihat" today={todayInJakarta()} NotaActions={NotaActions} />
      </PagePanel>
    </ClientMessages>
  );
}
