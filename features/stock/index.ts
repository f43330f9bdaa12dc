// The stock feature's public module for other features (server side): its master lists' services and the gold price.
export { bandrolService, groupService, jenisService, kadarService, kondisiBarangService, supplierService } from './services/masters/chain-masters';
export { bakiService, gudangService } from './services/masters/shop-places';
export { hargaEmasService, readGoldPrices, type GoldPrice } from './services/masters/gold-price';
// Tables other features still read here (no longer through kernel.ts, which writes through verbs): debts of issue 26.
export { baki, hargaEmas, parameterOngkos } from './schema';
export { findCounterGoldPrices, type CounterGoldPrice } from './services/counter-gold-prices';
export { parameterOngkosService } from './services/masters/making-fee';
// Items (Tambah Data Barang, Data Barang): the scan path other stock screens use to find a ready item of the shop.
export { findReadyItemByBarcode, findShopItemByBarcode } from './items/services/list-items';
export type { ItemRow } from './items/types';
export { addItem } from './items/services/add-item';
// The gram ledger's verbs for the features that post stock (features/stock/kernel.ts).
export * from './kernel';
// Tables other features still read: debts of issue 26, to become this feature's verbs.
export { hancurBarang } from './schema';
