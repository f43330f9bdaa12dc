import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { PRE_ORDER_MESSAGES } from '@/features/preorder/client-messages';
import { TakeForm } from '@/features/preorder/components/take-form';
import { readPreOrderOptions } from '@/features/preorder';

export default async function Page() {
  const ctx = await requirePage('/transaksi-pre-order');
  const [t, options] = await Promise.all([getTranslations('routes'), readPreOrderOptions({ ctx })]);
  return (
    <ClientMessages namespaces={PRE_ORDER_MESSAGES}>
      <PagePanel title={t('transaksi-pre-order')}><TakeForm jenis={options.jenis} rekening={options.rekening} /></PagePanel>
    </ClientMessages>
  );
}
