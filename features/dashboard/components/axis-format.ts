import { BCP47, type Locale } from '@/lib/i18n/locales';

/**
 * The chart's value axis, short and in the reader's own words: an Indonesian owner reads "500 rb", "250 jt", "12 M"
 * (miliar) and "2,5 T" (triliun) as he says them, where "12000 jt" had to be counted; English reads "12B", Japanese
 * "120億". Intl's compact notation of the user's language, at most one decimal. The tooltip keeps the exact Rupiah.
 */
export function formatAxisRupiah(value: number, locale: Locale): string {
  return new Intl.NumberFormat(BCP47[locale], { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** Grams on the axis: grouped in the user's language ("1.250,5 g" in Indonesian), at most three decimals. */
export function formatAxisGrams(value: number, locale: Locale): string {
  return `${new Intl.NumberFormat(BCP47[locale], { maximumFractionDigits: 3 }).format(value)} g`;
}
