import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** The buyback screens: their own words, the errors they check before sending, the authorization dialog's. */
export const PURCHASE_MESSAGES = ['purchase', 'nota', 'codes', 'errors', 'scan', 'shortcuts', 'devices'] as const satisfies ClientNamespaces;
