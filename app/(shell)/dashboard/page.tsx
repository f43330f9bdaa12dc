import { getTranslations } from 'next-intl/server';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { getDashboard } from '@/features/dashboard/services/get-dashboard';

export default async function DashboardPage() {
  const ctx = await requirePage('/dashboard');
  const [t, data] = await Promise.all([getTranslations('routes'), getDashboard({ ctx, input: { allShops: false } })]);
  return (
    <PagePanel title={`${t('dashboard')} · ${ctx.shop.namaToko}`} reloadable>
      <DashboardView data={data} />
    </PagePanel>
  );
}
