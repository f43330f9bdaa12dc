import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Pindah Barang, Pindah Barang Satu Baki, Kirim Barang, Penerimaan and Batal Penerimaan Barang. */
export const STOCK_MOVES_MESSAGES = ['stockMoves', 'routes', 'errors', 'scan'] as const satisfies ClientNamespaces;
