import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Validasi Hutang: its own words and the errors an answer may carry. */
export const LOAN_VALIDATION_MESSAGES = ['loanValidation', 'errors'] as const satisfies ClientNamespaces;
