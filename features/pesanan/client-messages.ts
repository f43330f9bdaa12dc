import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** The order screens: their words, the states, the errors their forms show, the counter's keys. */
export const ORDER_MESSAGES = ['order', 'codes', 'errors', 'shortcuts', 'nota', 'devices'] as const satisfies ClientNamespaces;

/** Validasi Pesanan: its own words, the orders' states, the errors an answer may carry. */
export const ORDER_VALIDATION_MESSAGES = ['orderValidation', 'order', 'errors'] as const satisfies ClientNamespaces;

/** Ambil Barang Contoh: its own words and the errors it shows. */
export const SAMPLE_LOAN_MESSAGES = ['sampleLoan', 'errors'] as const satisfies ClientNamespaces;
