import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Every pre-order screen: its own words, the table's and the errors. */
export const PRE_ORDER_MESSAGES = ['preorder', 'table', 'errors'] as const satisfies ClientNamespaces;
