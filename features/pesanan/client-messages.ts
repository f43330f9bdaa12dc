import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** The order screens: their words, the states, the errors their forms show, the counter's keys. */
export const ORDER_MESSAGES = ['order', 'codes', 'errors', 'shortcuts', 'nota', 'devices'] as const satisfies ClientNamespaces;
