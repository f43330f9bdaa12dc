import { getTranslations } from 'next-intl/server';
import { KirimUangForm } from '@/features/money/components/kirim-uang-form';
import { KirimUangHistory } from '@/features/money/components/kirim-uang-history';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { formatRupiah } from '@/lib/format';
import { getCashBalance } from '@/features/money/services/find-money';
import { findKirimUangHistory, KIRIM_UANG_SORTS } from '@/features/money/services/kirim-uang';
import { parsePageParams, type SearchParams } from '@/lib/paging/page-params';
import { KIRIM_UANG_MESSAGES } from '@/features/money/client-messages';
import { ClientMessages } from '@/lib/i18n/client-messages';

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const ctx = await requirePage('/kirim-uang-pusat');
  const input = parsePageParams(await searchParams, { sortable: KIRIM_UANG_SORTS });
  const [t, tRoutes, history, cash] = await Promise.all([
    getTranslations('kirimUang'), getTranslations('routes'), findKirimUangHistory({ ctx, input }), getCashBalance({ ctx }),
  ]);
  return (
    <ClientMessages namespaces={KIRIM_UANG_MESSAGES}>
      <PagePanel title={tRoutes('kirim-uang-pusat')} reloadable>
        <div className="flex flex-col gap-6">
          <div className="flex flex-wrap gap-6">
            <KirimUangForm />
            <div className="h-fit rounded-xl border border-stone-200 bg-gradient-to-br from-white to-amber-50 p-4">
              <p className="text-xs text-stone-500">{t('saldoKas', { toko: ctx.shop.namaToko })}</p>
              <p className="mt-1 text-xl font-semibold tabular-nums" data-testid="saldo-kas">{formatRupiah(cash)}</p>
            </div>
          </div>
          <KirimUangHistory rows={history.data} meta={history.meta} title={t('history')} />
        </div>
      </PagePanel>
    </ClientMessages>
  );
}
