import { getTranslations } from 'next-intl/server';
import { MoneyScreen } from '@/features/money/components/money-screen';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { findMoneyOverview, findTransferOptions, MUTASI_SORTS } from '@/features/money/services/find-money';
import { parsePageParams, type SearchParams } from '@/lib/paging/page-params';
import { MUTASI_MESSAGES } from '@/features/money/client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const ctx = await requirePage('/mutasi-uang-cash');
  const page = parsePageParams(await searchParams, { sortable: MUTASI_SORTS });
  const [t, options, overview] = await Promise.all([
    getTranslations('routes'), findTransferOptions({ ctx, input: { kind: 'CASH' } }), findMoneyOverview({ ctx, input: { kind: 'CASH', ...page } }),
  ]);
  return (
    <ClientMessages namespaces={MUTASI_MESSAGES}>
      <PagePanel title={t('mutasi-uang-cash')} reloadable>
        <MoneyScreen kind="CASH" overview={overview} banks={options.banks} categories={options.categories} />
      </PagePanel>
    </ClientMessages>
  );
}
