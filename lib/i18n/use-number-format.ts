'use client';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { formatDecimal, formatInteger, formatPercent, formatShortDecimal, formatWeight, formatWeightDifference, type Exact } from '@/lib/format';
import { numberStyleOf } from '@/lib/format/number-style';

/**
 * Weights, percentages and plain numbers in the separators of the user's language (lib/format/number-style.ts), for a
 * client component. Rupiah is not here: formatRupiah is the same in every language.
 */
export function useNumberFormat() {
  const locale = useLocale();
  return useMemo(() => {
    const style = numberStyleOf(locale);
    return {
      style,
      weight: (grams: Exact, decimals: 2 | 3) => formatWeight(grams, decimals, style),
      weightDifference: (grams: Exact, decimals: 2 | 3) => formatWeightDifference(grams, decimals, style),
      decimal: (value: Exact, decimals: number) => formatDecimal(value, decimals, style),
      shortDecimal: (value: Exact, maxDecimals: number) => formatShortDecimal(value, maxDecimals, style),
      integer: (value: Exact) => formatInteger(value, style),
      percent: (value: Exact) => formatPercent(value, style),
    };
  }, [locale]);
}
