import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { PRE_ORDER_MESSAGES } from '@/features/preorder/client-messages';
import { ImportScreen } from '@/features/preorder/components/import-screen';

export default async function Page() {
  await requirePage('/import-pre-order');
  const t = await getTranslations('routes');
  return (
    <ClientMessages namespaces={PRE_ORDER_MESSAGES}>
      <PagePanel title={t('import-pre-order')}><ImportScreen /></PagePanel>
    </ClientMessages>
  );
}
