// The sales feature's public module for other features (server side).
export { postSale } from './services/post-sale';
export { cancelSale } from './services/cancel-sale';
export { findSales, getSale, readSale, type SaleDetail } from './services/find-sales';
export { priceSaleItem, readSaleForm } from './services/sale-form';
export { readSaleSnapshots, type SaleSnapshot } from './services/sale-snapshots';
// What the nota and Validasi Jual Beli read and write of a sale.
export { countSalePrint, readSaleDocument, type SaleDocument } from './services/sale-nota';
export { readSalesToValidate, validateSales } from './services/sale-validation';
// The sale as subqueries for other features' reports and lists (Validasi Non Tunai, Laporan EOD).
export { activeSaleTotals, saleNonCashPayments, salesPerJenisPerDay } from './services/sale-views';
