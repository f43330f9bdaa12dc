// The sales feature's public module for other features (server side).
export { postSale } from './services/post-sale';
export { cancelSale } from './services/cancel-sale';
export { findSales, getSale, readSale, type SaleDetail } from './services/find-sales';
export { priceSaleItem, readSaleForm } from './services/sale-form';
export { readSaleSnapshots, type SaleSnapshot } from './services/sale-snapshots';
// Tables other features still read: debts of issue 26, to become this feature's verbs.
export { penjualan, penjualanDetail } from './schema';
