import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Every report page: the filter form (its date errors come from the shell's `errors`). */
export const REPORT_MESSAGES = ['reports', 'errors'] as const satisfies ClientNamespaces;
