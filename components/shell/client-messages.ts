import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/**
 * Every page, the login included: the alert host, the network banner, the language picker, and the not-found and
 * not-available screens (client components, so that the boundaries Next renders into every page's payload are a
 * reference each rather than their markup).
 */
export const ROOT_MESSAGES = ['common', 'alerts', 'network', 'notFound', 'notAvailable'] as const satisfies ClientNamespaces;

/**
 * Every logged-in page (the shell and the phone layout): header, sidebar, page panel, realtime notices, the user menu
 * with its change-password form and the supervisor authorization dialog.
 */
export const SHELL_MESSAGES = ['header', 'menu', 'panel', 'realtime', 'changePassword', 'otorisasi'] as const satisfies ClientNamespaces;
