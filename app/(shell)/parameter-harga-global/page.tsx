import { getTranslations } from 'next-intl/server';
import { HargaGlobalForm } from '@/features/parameters/components/harga-global-form';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { getHargaGlobal } from '@/features/parameters/services/get-harga-global';
import { PARAMETERS_MESSAGES } from '@/features/parameters/client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';

export default async function Page() {
  const ctx = await requirePage('/parameter-harga-global');
  const [t, current] = await Promise.all([getTranslations('routes'), getHargaGlobal({ ctx })]);
  return (
    <ClientMessages namespaces={PARAMETERS_MESSAGES}>
      <PagePanel title={t('parameter-harga-global')} reloadable>
        <HargaGlobalForm current={current} />
      </PagePanel>
    </ClientMessages>
  );
}
