import { getRequestConfig } from 'next-intl/server';
import { cookies } from 'next/headers';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, isLocale, type Locale } from './locales';

type Messages = Record<string, unknown>;

const load = async (locale: Locale): Promise<Messages> => (await import(`../../messages/${locale}.json`)).default;

function withFallback(fallback: Messages, messages: Messages): Messages {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(messages)) {
    const base = fallback[key];
    merged[key] = value && typeof value === 'object' && base && typeof base === 'object'
      ? withFallback(base as Messages, value as Messages)
      : value;
  }
  return merged;
}

// The locale lives in a cookie (no URL prefix); a missing key falls back to English.
export default getRequestConfig(async () => {
  const cookie = (await cookies()).get('NEXT_LOCALE')?.value;
  const locale = isLocale(cookie) ? cookie : DEFAULT_LOCALE;
  const messages = locale === FALLBACK_LOCALE ? await load(locale) : withFallback(await load(FALLBACK_LOCALE), await load(locale));
  return { locale, messages, timeZone: 'Asia/Jakarta' };
});
