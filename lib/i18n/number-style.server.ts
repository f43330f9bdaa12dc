import { getLocale } from 'next-intl/server';
import { numberStyleOf, type NumberStyle } from '@/lib/format/number-style';

/** The user's language's number separators, for a server component, a report page or an export. */
export async function getNumberStyle(): Promise<NumberStyle> {
  return numberStyleOf(await getLocale());
}
