import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** The Stock Opname screen. */
export const OPNAME_MESSAGES = ['stockOpname', 'errors', 'scan'] as const satisfies ClientNamespaces;
