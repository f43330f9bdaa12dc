// The sales feature's kernel for what runs outside Next (the demo generator, scripts): no 'server-only' module behind it.
export { postSales, type SaleLineToPost, type SaleToPost } from './counter/post-sale';
export { sumSalesOfDay, type SalesOfDay } from './counter/day-totals';
// The sale's journal lines (cash, transfer, card in; sales and PPN out): a hand-over of goods paid in advance (pre-orders)
// books its sale with the same lines.
export { saleJournalLines } from './counter/post-sale';
export { heldSaleLines, shareByWeight, type HeldItemPrice } from './counter/held-sale-lines';
