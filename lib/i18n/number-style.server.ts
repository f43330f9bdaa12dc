import { getLocale } from 'next-intl/server';
import { INDONESIAN_NUMBERS, numberStyleOf, type NumberStyle } from '@/lib/format/number-style';

/**
 * The user's language's number separators, for a server component, a report page or an export; Indonesian, the
 * shop's language, outside a request (the bench, a report run from plain Node).
 */
export async function getNumberStyle(): Promise<NumberStyle> {
  try {
    return numberStyleOf(await getLocale());
  } catch {
    return INDONESIAN_NUMBERS;
  }
}
