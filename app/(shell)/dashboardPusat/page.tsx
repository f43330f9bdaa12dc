import { getTranslations } from 'next-intl/server';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { getDashboard } from '@/features/dashboard/services/get-dashboard';
import { DASHBOARD_MESSAGES } from '@/features/dashboard/client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';

/** Head office: the same dashboard over every shop of the chain. */
export default async function DashboardPusatPage() {
  const ctx = await requirePage('/dashboardPusat');
  const [t, data] = await Promise.all([getTranslations('routes'), getDashboard({ ctx, input: { allShops: true } })]);
  return (
    <ClientMessages namespaces={DASHBOARD_MESSAGES}>
      <PagePanel title={t('dashboardPusat')} reloadable>
        <DashboardView data={data} />
      </PagePanel>
    </ClientMessages>
  );
}
