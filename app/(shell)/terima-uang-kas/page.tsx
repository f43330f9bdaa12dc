import { getTranslations } from 'next-intl/server';
import { KirimUangHistory } from '@/features/money/components/kirim-uang-history';
import { TerimaUangScreen } from '@/features/money/components/terima-uang-screen';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { kirimUangHistory } from '@/features/money/services/kirim-uang';
import { KIRIM_UANG_MESSAGES } from '@/features/money/client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';

/** Terima Uang Kas at head office: look a transfer up by reference, record its reception; transfers still on the way below. */
export default async function Page({ searchParams }: { searchParams: Promise<{ nomor?: string }> }) {
  const ctx = await requirePage('/terima-uang-kas');
  const [{ nomor }, t, tRoutes, pending] = await Promise.all([
    searchParams, getTranslations('kirimUang'), getTranslations('routes'), kirimUangHistory({ ctx }),
  ]);
  return (
    <ClientMessages namespaces={KIRIM_UANG_MESSAGES}>
      <PagePanel title={tRoutes('terima-uang-kas')} reloadable>
        <div className="flex flex-col gap-6">
          <TerimaUangScreen key={nomor ?? ''} initialNomor={nomor ?? ''} />
          <KirimUangHistory rows={pending} title={t('belumDiterima')} chooseHref={(n) => `/terima-uang-kas?nomor=${encodeURIComponent(n)}`} />
        </div>
      </PagePanel>
    </ClientMessages>
  );
}
