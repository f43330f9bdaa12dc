import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Lihat Titipan: its own words, the errors it checks before sending, the scan field's. */
export const TITIPAN_MESSAGES = ['titipan', 'errors', 'scan', 'nota', 'devices'] as const satisfies ClientNamespaces;

/** Validasi Titipan: its own words, the deposits' states, the errors an answer may carry. */
export const DEPOSIT_VALIDATION_MESSAGES = ['titipanValidation', 'titipan', 'errors'] as const satisfies ClientNamespaces;
