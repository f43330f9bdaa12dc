import { GoldPricePage } from '@/features/stock/components/gold-price-page';

export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <GoldPricePage searchParams={searchParams} />;
}
