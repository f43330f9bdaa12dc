import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { OPNAME_MESSAGES } from '@/features/stock/opname/client-messages';
import { OpnameScreen } from '@/features/stock/opname/components/opname-screen';
import { listOpnames, readOpname } from '@/features/stock/opname/services/read-opname';
import { readPlaces } from '@/features/stock/services/places';

/** Stock Opname: `?no=` keeps the count open across a reload (its scans are on the server). */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const ctx = await requirePage('/stock-opname');
  const { no } = await searchParams;
  const [tRoutes, places, counts, initial] = await Promise.all([
    getTranslations('routes'), readPlaces(ctx), listOpnames({ ctx }),
    typeof no === 'string' && no ? readOpname({ ctx, input: { noOpname: no } }).catch(() => null) : Promise.resolve(null),
  ]);
  return (
    <ClientMessages namespaces={OPNAME_MESSAGES}>
      <PagePanel title={tRoutes('stock-opname')}>
        <OpnameScreen places={places} counts={counts} initial={initial} />
      </PagePanel>
    </ClientMessages>
  );
}
