// The pembelian feature's public module for other features (server side).
export { kondisiPembelianService } from './services/kondisi-master';
export { postPembelian } from './services/post-pembelian';
// What the nota and Validasi Jual Beli read and write of a buyback.
export { countBuybackPrint, readBuybackDocument, type BuybackDocument } from './services/buyback-nota';
export { readBuybacksToValidate, validateBuybacks } from './services/buyback-validation';
// The buyback as subqueries for other features' reports and lists (Validasi Non Tunai, Laporan EOD).
export { activeBuybackTotals, buybackNonCashPayments, buybacksPerJenisPerDay } from './services/buyback-views';
