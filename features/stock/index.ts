// Items (Tambah Data Barang, Data Barang): the scan path other stock screens use to find a ready item of the shop.
export { findReadyItemByBarcode } from './items/services/list-items';
export type { ItemRow } from './items/types';
