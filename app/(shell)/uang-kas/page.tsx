import { getTranslations } from 'next-intl/server';
import { CashBookScreen } from '@/features/money/components/cash-book-screen';
import { findCashBook } from '@/features/money/services/cash-book';
import { CASH_BOOK_MESSAGES } from '@/features/money/client-messages';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';

export default async function Page() {
  const ctx = await requirePage('/uang-kas');
  const [t, view] = await Promise.all([getTranslations('routes'), findCashBook({ ctx, input: { kind: 'KAS' } })]);
  return (
    <ClientMessages namespaces={CASH_BOOK_MESSAGES}>
      <PagePanel title={t('uang-kas')} reloadable>
        <CashBookScreen kind="KAS" view={view} />
      </PagePanel>
    </ClientMessages>
  );
}
