import { getTranslations } from 'next-intl/server';
import { HargaGlobalForm } from '@/features/parameters/components/harga-global-form';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { getHargaGlobal } from '@/features/parameters/services/get-harga-global';

export default async function Page() {
  const ctx = await requirePage('/parameter-harga-global');
  const [t, current] = await Promise.all([getTranslations('routes'), getHargaGlobal({ ctx })]);
  return (
    <PagePanel title={t('parameter-harga-global')} reloadable>
      <HargaGlobalForm current={current} />
    </PagePanel>
  );
}
