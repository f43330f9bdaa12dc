import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** Tambah Data Barang, Data Barang and Tambah Barang Banyak (field errors come from the shell's `errors`; the photo input's words are the masters'). */
export const ITEM_MESSAGES = ['stockItems', 'codes', 'masters', 'table', 'errors'] as const satisfies ClientNamespaces;
/** Hancur Data Barang. */
export const DESTROY_MESSAGES = ['stockDestroy', 'stockItems', 'errors', 'scan'] as const satisfies ClientNamespaces;
