import { getTranslations } from 'next-intl/server';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { getDashboard } from '@/features/dashboard/services/get-dashboard';
import { DASHBOARD_MESSAGES } from '@/features/dashboard/client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';

export default async function DashboardPage() {
  const ctx = await requirePage('/dashboard');
  const [t, data] = await Promise.all([getTranslations('routes'), getDashboard({ ctx, input: { allShops: false } })]);
  return (
    <ClientMessages namespaces={DASHBOARD_MESSAGES}>
      <PagePanel title={`${t('dashboard')} · ${ctx.shop.namaToko}`} reloadable>
        <DashboardView data={data} />
      </PagePanel>
    </ClientMessages>
  );
}
