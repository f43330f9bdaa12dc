import { MasterPage } from '@/features/masters';
import { GoldPriceHistoryLink, GoldPricePage } from '@/features/stock/components/gold-price-page';

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // The prices in force are the masters engine's list; the history is the stock feature's.
  const pricesInForce = <MasterPage id="harga-emas" searchParams={searchParams} above={<GoldPriceHistoryLink />} />;
  return <GoldPricePage searchParams={searchParams} pricesInForce={pricesInForce} />;
}
