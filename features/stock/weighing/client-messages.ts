import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Timbang Baki: the screen's words (its field errors come from the shell's `errors`). */
export const WEIGHING_MESSAGES = ['stockWeighing', 'errors', 'devices'] as const satisfies ClientNamespaces;
