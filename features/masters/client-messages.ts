import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Every simple master's page: the list, the add/edit form and its pictures. */
export const MASTER_MESSAGES = ['masters', 'table', 'errors'] as const satisfies ClientNamespaces;
