// The gram ledger's verbs (lib/ledger/stock) for the features that post stock: receive, move, sell, buy back, destroy,
// adjust; and the stock feature's own writes the screens and the demo generator share (places, gold prices,
// transfers, counts). No 'server-only' module behind it: the demo generator and scripts use it outside Next; index.ts
// re-exports it.
export { claimDocumentKey } from '@/lib/ledger/stock/claim-document-key';
export { firstMovedSince } from '@/lib/ledger/stock/moved-since';
export { postStockDocuments, postStockEntries, type NewItem, type PostedStock, type StockEntryInput } from '@/lib/ledger/stock/post-stock-entries';
// A melt (Hancur Data Barang, Hancur Pembelian): its DESTROYED entries and its hancur_barang row.
export { postMelt, readMeltScrap, type Melt, type ScrapPerJenis } from './destroy/services/post-melt';
export { addTrays, addWarehouses, type NewTray, type NewWarehouse } from './places/add-places';
export { readGoldPrices, type GoldPrice } from './gold-price/read-gold-prices';
export { setGoldPrices, type NewGoldPrice } from './gold-price/set-gold-prices';
export { postMoves, type Move, type PostedMove } from './moves/post-moves';
export { openCount, type CountHeader, type NewCount } from './opname/open-count';
export { recordScans } from './opname/record-scans';
export { closeCount } from './opname/close-count';
