import { getTranslations } from 'next-intl/server';
import { PagePanel } from '@/components/shell/page-panel';
import { requirePage } from '@/lib/auth/dal';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { parsePageParams, type SearchParams } from '@/lib/paging/page-params';
import { findGoldPriceHistory, readJenisChoices } from '../services/masters/gold-price-history';
import { AppLink } from '@/components/shell/in-app-links';
import { GOLD_PRICE_HISTORY_MESSAGES } from '../client-messages';
import { GoldPriceHistory } from './gold-price-history';
import type { ReactNode } from 'react';

const PATH = '/master-parameter-harga-emas';

/** The link from the prices in force to their history (above the masters engine's list). */
export async function GoldPriceHistoryLink() {
  const t = await getTranslations('goldPrice');
  return (
    <div className="flex justify-end">
      <AppLink href={`${PATH}?riwayat=ALL`} className="text-sm font-medium text-amber-800 underline">{t('showHistory')}</AppLink>
    </div>
  );
}

/**
 * Parameter Harga Emas: the price in force of every jenis (`pricesInForce`, the masters engine's list with
 * GoldPriceHistoryLink above it: edit appends a row, handed in by the page), and with `?riwayat=<kode_dept|ALL>` the
 * history of changes, newest first, paged in SQL.
 */
export async function GoldPricePage({ searchParams, pricesInForce }: { searchParams: Promise<SearchParams>; pricesInForce: ReactNode }) {
  const params = await searchParams;
  const riwayat = typeof params.riwayat === 'string' ? params.riwayat.toUpperCase() : undefined;
  if (riwayat === undefined) return pricesInForce;
  const ctx = await requirePage(PATH);
  const kodeDept = riwayat === 'ALL' || riwayat === '' ? null : riwayat;
  const input = parsePageParams(params, { sortable: [] });
  const [t, tGold, { data, meta }, jenis] = await Promise.all([
    getTranslations('routes'), getTranslations('goldPrice'), findGoldPriceHistory({ ctx, input: { ...input, kodeDept } }), readJenisChoices({ ctx }),
  ]);
  return (
    <ClientMessages namespaces={GOLD_PRICE_HISTORY_MESSAGES}>
      <PagePanel title={`${t('master-parameter-harga-emas')} · ${tGold('history')}`} reloadable>
        <GoldPriceHistory rows={data} meta={meta} jenis={jenis} chosen={kodeDept} />
      </PagePanel>
    </ClientMessages>
  );
}
