// The gram ledger's verbs (lib/ledger/stock) for the features that post stock: receive, move, sell, buy back, destroy,
// adjust. No 'server-only' module behind it: the demo generator and scripts use it outside Next; index.ts re-exports it.
export { claimDocumentKey } from '@/lib/ledger/stock/claim-document-key';
export { firstMovedSince } from '@/lib/ledger/stock/moved-since';
export { postStockDocuments, postStockEntries, type NewItem, type PostedStock, type StockEntryInput } from '@/lib/ledger/stock/post-stock-entries';
// A melt (Hancur Data Barang, Hancur Pembelian): its DESTROYED entries and its hancur_barang row.
export { postMelt, readMeltScrap, type Melt, type ScrapPerJenis } from './destroy/services/post-melt';
// Tables other features still write outside Next (the demo generator, setup): debts of issue 26, to become verbs.
export { baki, gudang, hargaEmas, parameterOngkos, pindahBarang, pindahBarangDetail, stockOpname, stockOpnameItem, stockOpnameScan } from './schema';
