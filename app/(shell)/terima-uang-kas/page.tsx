import { getTranslations } from 'next-intl/server';
import { KirimUangHistory } from '@/features/money/components/kirim-uang-history';
import { TerimaUangScreen } from '@/features/money/components/terima-uang-screen';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { findKirimUangHistory, KIRIM_UANG_SORTS } from '@/features/money/services/kirim-uang';
import { parsePageParams, type SearchParams } from '@/lib/paging/page-params';
import { KIRIM_UANG_MESSAGES } from '@/features/money/client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';

/** Terima Uang Kas at head office: look a transfer up by reference, record its reception; transfers still on the way below. */
export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const ctx = await requirePage('/terima-uang-kas');
  const params = await searchParams;
  const nomor = typeof params.nomor === 'string' ? params.nomor : undefined;
  const input = parsePageParams(params, { sortable: KIRIM_UANG_SORTS });
  const [t, tRoutes, pending] = await Promise.all([getTranslations('kirimUang'), getTranslations('routes'), findKirimUangHistory({ ctx, input })]);
  return (
    <ClientMessages namespaces={KIRIM_UANG_MESSAGES}>
    <PagePanel title={tRoutes('terima-uang-kas')} reloadable>
      <div className="flex flex-col gap-6">
        <TerimaUangScreen key={nomor ?? ''} initialNomor={nomor ?? ''} />
        <KirimUangHistory rows={pending.data} meta={pending.meta} title={t('belumDiterima')} choosable />
      </div>
    </PagePanel>
    </ClientMessages>
  );
}
