/** The orders of a tray's items on the scale (§2.9): Barcode, Item Name, Tray Code. Apart from the schemas: the screen needs no zod. */
export const WEIGHING_SORTS = ['kode_barcode', 'nama_barang', 'kode_toko'] as const;
export type WeighingSort = (typeof WEIGHING_SORTS)[number];
