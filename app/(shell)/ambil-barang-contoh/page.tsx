import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { formatDateTime } from '@/lib/format';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { SAMPLE_LOAN_MESSAGES } from '@/features/pesanan/client-messages';
import { SampleLoanScreen } from '@/features/pesanan/components/sample-loan-screen';
import { findSampleLoans } from '@/features/pesanan/services/sample-loans';

export default async function Page() {
  const ctx = await requirePage('/ambil-barang-contoh');
  const [t, { orders, loans }] = await Promise.all([getTranslations('routes'), findSampleLoans({ ctx })]);
  return (
    <ClientMessages namespaces={SAMPLE_LOAN_MESSAGES}>
      <PagePanel title={t('ambil-barang-contoh')}>
        <SampleLoanScreen orders={orders} loans={loans.map(({ tglPinjam, ...loan }) => ({ ...loan, tanggal: formatDateTime(tglPinjam) }))} />
      </PagePanel>
    </ClientMessages>
  );
}
