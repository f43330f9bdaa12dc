import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Every page, the login included: the alert host, the network banner, the language picker. */
export const ROOT_MESSAGES = ['common', 'alerts', 'network'] as const satisfies ClientNamespaces;

/**
 * Every logged-in page (the shell and the phone layout): header, sidebar, page panel, realtime notices, the user menu
 * with its change-password form and the supervisor authorization dialog.
 */
export const SHELL_MESSAGES = ['header', 'menu', 'panel', 'realtime', 'changePassword', 'otorisasi'] as const satisfies ClientNamespaces;
