import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { parsePageParams, type SearchParams } from '@/lib/paging/page-params';
import { ItemsScreen } from '@/features/stock/items/components/items-screen';
import { ITEM_MESSAGES } from '@/features/stock/items/client-messages';
import { ITEM_SORTS } from '@/features/stock/items/item-sorts';
import { maySetItemPrice } from '@/features/stock/items/price-permission';
import { findItemOptions } from '@/features/stock/items/services/item-options';
import { listItems } from '@/features/stock/items/services/list-items';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const ctx = await requirePage('/data-barang');
  const params = await searchParams;
  const page = parsePageParams(params, { sortable: ITEM_SORTS });
  const filters = { group: one(params.group), jenis: one(params.jenis), gudang: one(params.gudang), baki: one(params.baki), status: one(params.status) };
  const [t, options, items] = await Promise.all([getTranslations('routes'), findItemOptions({ ctx }), listItems({ ctx, input: { ...page, filters } })]);
  return (
    <ClientMessages namespaces={ITEM_MESSAGES}>
      <PagePanel title={t('data-barang')} reloadable>
        <ItemsScreen items={items} options={options} priceNeedsGrant={!maySetItemPrice(ctx)} />
      </PagePanel>
    </ClientMessages>
  );
}
