import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** The login page, outside the shell: the form and its field errors. Ganti Password needs nothing beyond the shell's. */
export const LOGIN_MESSAGES = ['login', 'errors'] as const satisfies ClientNamespaces;
