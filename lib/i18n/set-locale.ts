'use server';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { isLocale, LOCALE_COOKIE } from '@/lib/i18n/locales';
import { loadSettings } from '@/lib/settings/load';
import type { ActionResult } from '@/lib/actions/result';
import { settingFlag } from '@/lib/settings/read';

/** Stores the chosen language in a cookie; refused while MULTI_LANGUAGE_FEATURE is off. */
export async function setLocaleAction(locale: string): Promise<ActionResult> {
  const t = await getTranslations('errors');
  if (!isLocale(locale)) return { status: 'error', message: t('unexpected') };
  if (!settingFlag(await loadSettings(), 'MULTI_LANGUAGE_FEATURE')) return { status: 'error', message: t('notAvailable') };
  (await cookies()).set(LOCALE_COOKIE, locale, { path: '/', sameSite: 'lax', maxAge: 365 * 24 * 3600 });
  return { status: 'success' };
}
