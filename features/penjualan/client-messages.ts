import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** The counter's sales screens: their own words, the authorization dialog's, the tables', and the nota actions'. */
export const SALES_MESSAGES = ['sales', 'otorisasi', 'table', 'nota', 'errors', 'scan', 'shortcuts', 'devices'] as const satisfies ClientNamespaces;
