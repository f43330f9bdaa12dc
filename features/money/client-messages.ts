import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Mutasi Uang Bank / Cash: the transfer list and form (field errors come from the shell's `errors`). */
export const MUTASI_MESSAGES = ['money', 'table'] as const satisfies ClientNamespaces;

/** Kirim Uang Pusat and Terima Uang Kas. */
export const KIRIM_UANG_MESSAGES = ['kirimUang', 'table'] as const satisfies ClientNamespaces;

/** Uang Kas and Uang Bank. */
export const CASH_BOOK_MESSAGES = ['cashBook'] as const satisfies ClientNamespaces;
