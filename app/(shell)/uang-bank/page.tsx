import { getTranslations } from 'next-intl/server';
import { CashBookScreen } from '@/features/money/components/cash-book-screen';
import { findCashBook } from '@/features/money/services/cash-book';
import { CASH_BOOK_MESSAGES } from '@/features/money/client-messages';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { getDayClosed } from '@/features/tutup-toko';
import { DayClosedGuard } from '@/features/tutup-toko/components/day-closed-guard';

export default async function Page() {
  const ctx = await requirePage('/uang-bank');
  const [t, view, closing] = await Promise.all([getTranslations('routes'), findCashBook({ ctx, input: { kind: 'BANK' } }), getDayClosed({ ctx })]);
  return (
    <ClientMessages namespaces={CASH_BOOK_MESSAGES}>
      <PagePanel title={t('uang-bank')} reloadable>
        <DayClosedGuard closing={closing}><CashBookScreen kind="BANK" view={view} /></DayClosedGuard>
      </PagePanel>
    </ClientMessages>
  );
}
