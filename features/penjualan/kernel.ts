// The sales feature's kernel for what runs outside Next (the demo generator, scripts): no 'server-only' module behind it.
export { postSales, type SaleLineToPost, type SaleToPost } from './counter/post-sale';
export { sumSalesOfDay, type SalesOfDay } from './counter/day-totals';
