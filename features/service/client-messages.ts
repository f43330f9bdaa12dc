import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Lihat Services: its words and the errors its forms show. */
export const SERVICE_MESSAGES = ['service', 'errors', 'nota', 'devices'] as const satisfies ClientNamespaces;
/** Transaksi Services: its words, the errors its form shows, the counter's keys. */
export const SERVICE_RECEIVE_MESSAGES = ['service', 'errors', 'shortcuts', 'nota', 'devices'] as const satisfies ClientNamespaces;
/** Validasi Service: its own words, the tickets' stages, the errors an answer may carry. */
export const REPAIR_VALIDATION_MESSAGES = ['serviceValidation', 'service', 'errors'] as const satisfies ClientNamespaces;
