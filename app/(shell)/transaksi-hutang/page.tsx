import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { LENDING_MESSAGES } from '@/features/hutang/client-messages';
import { LendingScreen } from '@/features/hutang/components/lending-screen';
import { readLendingOptions } from '@/features/hutang/services/lending-options';
import { getDayClosed } from '@/features/tutup-toko';
import { DayClosedGuard } from '@/features/tutup-toko/components/day-closed-guard';
import { NotaActions } from '@/features/nota/client';

export default async function Page() {
  const ctx = await requirePage('/transaksi-hutang');
  const [t, options, closing] = await Promise.all([getTranslations('routes'), readLendingOptions({ ctx }), getDayClosed({ ctx })]);
  return (
    <ClientMessages namespaces={LENDING_MESSAGES}>
      <PagePanel title={t('transaksi-hutang')}>
        <DayClosedGuard closing={closing}><LendingScreen options={options} NotaActions={NotaActions} /></DayClosedGuard>
      </PagePanel>
    </ClientMessages>
  );
}
