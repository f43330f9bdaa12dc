import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Transaksi Hutang: its words, the errors its form shows, the counter's keys and the photo input's words (the masters'). */
export const LENDING_MESSAGES = ['loan', 'errors', 'shortcuts', 'masters'] as const satisfies ClientNamespaces;
