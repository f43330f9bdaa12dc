import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Transaksi Hutang: its words, the errors its form shows, the counter's keys, the photo input's words (the masters'), the slip's buttons. */
export const LENDING_MESSAGES = ['loan', 'errors', 'shortcuts', 'masters', 'nota', 'devices'] as const satisfies ClientNamespaces;
