import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Mutasi Uang Bank / Cash: the transfer list and form (field errors come from the shell's `errors`). */
export const MUTASI_MESSAGES = ['money', 'table', 'errors'] as const satisfies ClientNamespaces;

/** Kirim Uang Pusat and Terima Uang Kas. */
export const KIRIM_UANG_MESSAGES = ['kirimUang', 'table', 'errors'] as const satisfies ClientNamespaces;

/** Uang Kas and Uang Bank. */
export const CASH_BOOK_MESSAGES = ['cashBook', 'errors'] as const satisfies ClientNamespaces;

/** Validasi Non Tunai. */
export const NON_CASH_MESSAGES = ['nonCash'] as const satisfies ClientNamespaces;
