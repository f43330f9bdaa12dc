import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { todayInJakarta } from '@/lib/format';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { REPAIR_VALIDATION_MESSAGES } from '@/features/service/client-messages';
import { RepairValidationScreen } from '@/features/service/components/repair-validation-screen';

export default async function Page() {
  await requirePage('/validasi-service');
  const t = await getTranslations('routes');
  return (
    <ClientMessages namespaces={REPAIR_VALIDATION_MESSAGES}>
      <PagePanel title={t('validasi-service')}>
        <RepairValidationScreen today={todayInJakarta()} />
      </PagePanel>
    </ClientMessages>
  );
}
