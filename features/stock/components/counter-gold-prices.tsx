import { getTranslations } from 'next-intl/server';
import { formatRupiah } from '@/lib/format';
import type { CounterGoldPrice } from '../services/counter-gold-prices';

/**
 * The day's gold price per jenis on the sale and buyback screens, read-only and compact: sale and buy price per gram in
 * force and since when, for every counter level (the Parameter Harga Emas master stays with the supervisors). A server
 * component above the screen, so the counter screens themselves are untouched.
 */
export async function CounterGoldPrices({ prices }: { prices: CounterGoldPrice[] }) {
  const t = await getTranslations('goldPrice');
  return (
    <section aria-labelledby="harga-emas-hari-ini" className="mb-3 rounded-lg border border-amber-200 bg-amber-50/60 p-2 text-xs" data-testid="counter-gold-prices">
      <h2 id="harga-emas-hari-ini" className="mb-1 font-semibold uppercase tracking-wide text-amber-900">{t('counterTitle')}</h2>
      {prices.length === 0 ? <p className="text-stone-700">{t('counterEmpty')}</p> : (
        <ul className="flex flex-wrap gap-1.5">
          {prices.map((price) => (
            <li key={price.kodeDept} className="flex min-w-0 flex-wrap items-baseline gap-x-2 rounded border border-amber-200 bg-white px-2 py-1"
              data-testid={`harga-${price.kodeDept}`} title={t('counterSince', { waktu: price.sejak })}>
              <span className="font-semibold text-stone-900">{price.kodeDept}</span>
              <span className="text-stone-700">{price.namaDept}</span>
              <span className="whitespace-nowrap tabular-nums">{t('counterJual')} <strong>{formatRupiah(price.hargaJual)}</strong></span>
              <span className="whitespace-nowrap tabular-nums">{t('counterBeli')} <strong>{formatRupiah(price.hargaBeli)}</strong></span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
