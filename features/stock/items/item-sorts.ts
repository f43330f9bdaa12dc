/** The columns Data Barang sorts by (shared by the page's URL parsing and the table). */
export const ITEM_SORTS = ['kodeBarcode', 'namaBarang', 'berat', 'hargaJual', 'kodeBaki'] as const;
export const ITEM_STATUSES = ['READY', 'RESERVED', 'ON_LOAN', 'TRANSIT', 'SOLD', 'DESTROYED', 'MISSING'] as const;
