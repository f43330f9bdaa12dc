import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** The gold price history: its own table and the masters' words. */
export const GOLD_PRICE_HISTORY_MESSAGES = ['goldPrice', 'masters', 'table'] as const satisfies ClientNamespaces;
