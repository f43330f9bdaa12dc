// The stock feature's public module for other features (server side): its master lists' services and the gold price.
export { bandrolService, groupService, jenisService, kadarService, kondisiBarangService, supplierService } from './services/masters/chain-masters';
export { bakiService, gudangService } from './services/masters/shop-places';
export { hargaEmasService, readGoldPrices, type GoldPrice } from './services/masters/gold-price';
export { findCounterGoldPrices, type CounterGoldPrice } from './services/counter-gold-prices';
export { parameterOngkosService } from './services/masters/making-fee';
// Items (Tambah Data Barang, Data Barang): the scan path other stock screens use to find a ready item of the shop.
export { findReadyItemByBarcode, findShopItemByBarcode } from './items/services/list-items';
export type { ItemRow } from './items/types';
export { addItem } from './items/services/add-item';
// The shop's trays (Transaksi Pembelian's picker and its check).
export { findTray, readTrays, type ShopTray } from './services/places';
// The gram ledger's verbs for the features that post stock (features/stock/kernel.ts), without its tables.
export {
  claimDocumentKey, firstMovedSince, postMelt, postStockDocuments, postStockEntries, readMeltScrap,
  type Melt, type NewItem, type PostedStock, type ScrapPerJenis, type StockEntryInput,
} from './kernel';
// The CODE128 picture of a tag label, for other printed documents (a loan slip's number, features/nota).
export { code128Png } from './labels/barcode-png';
