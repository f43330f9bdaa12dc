import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Parameter Harga Global and Parameter Akun. */
export const PARAMETERS_MESSAGES = ['parameters', 'table', 'errors'] as const satisfies ClientNamespaces;
