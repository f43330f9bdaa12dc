/** The spec's language codes (§9); id is the default and the source wording, en the fallback. */
export const LOCALES = ['id', 'en', 'it', 'hk', 'my', 'jp'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'id';
export const FALLBACK_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** BCP 47 tags for Intl formatting and the html lang attribute. */
export const BCP47: Record<Locale, string> = { id: 'id-ID', en: 'en-US', it: 'it-IT', hk: 'zh-HK', my: 'ms-MY', jp: 'ja-JP' };

/** Each language named in itself, for the picker. */
export const LOCALE_NAMES: Record<Locale, string> = {
  id: 'Bahasa Indonesia', en: 'English', it: 'Italiano', hk: '繁體中文', my: 'Bahasa Melayu', jp: '日本語',
};

export function isLocale(value: string | undefined): value is Locale {
  return !!value && (LOCALES as readonly string[]).includes(value);
}
