import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Tutup Toko. */
export const CLOSING_MESSAGES = ['closing', 'codes'] as const satisfies ClientNamespaces;
