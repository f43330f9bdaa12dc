import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { PRE_ORDER_MESSAGES } from '@/features/preorder/client-messages';
import { ListScreen } from '@/features/preorder/components/list-screen';
import { findPreOrders, readPreOrderOptions } from '@/features/preorder';

export default async function Page({ searchParams }: { searchParams: Promise<{ status?: string; page?: string }> }) {
  const ctx = await requirePage('/lihat-pre-order');
  const query = await searchParams;
  const options = await readPreOrderOptions({ ctx });
  const list = await findPreOrders({ ctx, input: { status: String(query.status ?? 'OPEN').toUpperCase(), page: Number(query.page ?? 1) || 1 } });
  const t = await getTranslations('routes');
  const status = ['OPEN', 'FINISH', 'BATAL', 'ALL'].includes(String(query.status ?? '').toUpperCase()) ? String(query.status).toUpperCase() : 'OPEN';
  return (
    <ClientMessages namespaces={PRE_ORDER_MESSAGES}>
      <PagePanel title={t('lihat-pre-order')}><ListScreen list={list} status={status} salespeople={options.sales} /></PagePanel>
    </ClientMessages>
  );
}
