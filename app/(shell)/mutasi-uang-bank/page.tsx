import { getTranslations } from 'next-intl/server';
import { MoneyScreen } from '@/features/money/components/money-screen';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { findMoneyOverview, findTransferOptions } from '@/features/money/services/find-money';

export default async function Page() {
  const ctx = await requirePage('/mutasi-uang-bank');
  const [t, options, overview] = await Promise.all([
    getTranslations('routes'), findTransferOptions({ ctx, input: { kind: 'BANK' } }), findMoneyOverview({ ctx, input: { kind: 'BANK' } }),
  ]);
  return (
    <PagePanel title={t('mutasi-uang-bank')} reloadable>
      <MoneyScreen kind="BANK" overview={overview} banks={options.banks} categories={options.categories} />
    </PagePanel>
  );
}
