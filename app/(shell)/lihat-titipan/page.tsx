import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { NotaActions } from '@/features/nota/client';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { TITIPAN_MESSAGES } from '@/features/titipan/client-messages';
import { TitipanScreen } from '@/features/titipan/components/titipan-screen';
import { readDepositForm } from '@/features/titipan/services/titipan';

export default async function Page() {
  const ctx = await requirePage('/lihat-titipan');
  const t = await getTranslations('routes');
  const options = await readDepositForm({ ctx });
  return (
    <ClientMessages namespaces={TITIPAN_MESSAGES}>
      <PagePanel title={t('lihat-titipan')}>
        <TitipanScreen options={options} NotaActions={NotaActions} />
      </PagePanel>
    </ClientMessages>
  );
}
