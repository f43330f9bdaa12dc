import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Data Users: the list and the user form. */
export const USERS_MESSAGES = ['users', 'table', 'errors'] as const satisfies ClientNamespaces;

/** Hak Akses Users: the menu tree of rights. */
export const ACCESS_MESSAGES = ['access'] as const satisfies ClientNamespaces;
