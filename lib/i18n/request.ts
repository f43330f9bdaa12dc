import { getRequestConfig } from 'next-intl/server';
import { cookies } from 'next/headers';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, isLocale, type Locale } from './locales';
import { JAKARTA_TZ } from '@/lib/time/jakarta';

type Messages = Record<string, unknown>;

const load = async (locale: Locale): Promise<Messages> => (await import(`../../messages/${locale}.json`)).default;

const isNamespace = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

function withFallback(fallback: Messages, messages: Messages): Messages {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(messages)) {
    const base = fallback[key];
    // A namespace is an object; a compiled message with arguments is an array, taken whole.
    merged[key] = isNamespace(value) && isNamespace(base)
      ? withFallback(base as Messages, value as Messages)
      : value;
  }
  return merged;
}

// Merged once per locale and process: the files do not change while the server runs, and merging the whole tree on
// every request was a measurable part of each page's time.
const merged = new Map<Locale, Promise<Messages>>();
function messagesOf(locale: Locale): Promise<Messages> {
  const build = () => (locale === FALLBACK_LOCALE ? load(locale) : Promise.all([load(FALLBACK_LOCALE), load(locale)]).then(([fallback, own]) => withFallback(fallback, own)));
  // In development an edited messages file shows on the next request.
  if (process.env.NODE_ENV !== 'production') return build();
  let messages = merged.get(locale);
  if (!messages) {
    messages = build();
    merged.set(locale, messages);
  }
  return messages;
}

// The locale lives in a cookie (no URL prefix); a missing key falls back to English.
export default getRequestConfig(async () => {
  const cookie = (await cookies()).get('NEXT_LOCALE')?.value;
  const locale = isLocale(cookie) ? cookie : DEFAULT_LOCALE;
  return { locale, messages: await messagesOf(locale), timeZone: JAKARTA_TZ };
});
