import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Cetak Barcode: the screen's words. */
export const LABEL_MESSAGES = ['stockLabels', 'errors', 'scan'] as const satisfies ClientNamespaces;
