/**
 * The separators of weights, percentages and plain numbers in the user's language ([decision 008] and issue 25):
 * Indonesian and Italian group thousands with a dot and mark decimals with a comma ("1.875,000"); English, Chinese (HK),
 * Japanese and Malay (Malaysia writes as English does) the other way round ("1,875.000"), so an English reader never
 * takes 1,875 g for 1875 g. Rupiah is not a number of the language but the shop's currency: it keeps "Rp. 1.234.567",
 * the Indonesian grouping of its notes and receipts, in every language (formatRupiah takes no style).
 */
export type NumberStyle = { readonly group: string; readonly decimal: string };

export const INDONESIAN_NUMBERS: NumberStyle = { group: '.', decimal: ',' };
export const ENGLISH_NUMBERS: NumberStyle = { group: ',', decimal: '.' };

const STYLES: Record<string, NumberStyle> = {
  id: INDONESIAN_NUMBERS, it: INDONESIAN_NUMBERS, en: ENGLISH_NUMBERS, hk: ENGLISH_NUMBERS, jp: ENGLISH_NUMBERS, my: ENGLISH_NUMBERS,
};

/** The separators of one of the app's languages (id en it hk my jp); an unknown one gets Indonesian, the source language. */
export function numberStyleOf(locale: string | undefined): NumberStyle {
  return (locale && STYLES[locale]) || INDONESIAN_NUMBERS;
}
