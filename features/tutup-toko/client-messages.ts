import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Tutup Toko (the counted cash is a kit field: its refusals are worded in the browser, `errors`). */
export const CLOSING_MESSAGES = ['closing', 'codes', 'errors'] as const satisfies ClientNamespaces;
