// Pure, no 'server-only': the browser's preview, the services, the ledger kernels and the demo generator price with
// the same functions. Features reach it through features/pricing (index.ts, client.ts); lib/ imports it here.
export { buybackPrice, costFloor, percentHundredths, ppnOf, priceLimit, priceNeedsApproval, roundToStep, saleLineNeedsApproval, salePrice, saleTotals } from './sale-price';
export type { Rounding, SalePriceInput } from './sale-price';
export { buybackAuthorizations, buybackPriceCap, isBeyondWeightTolerance } from './buyback';
export { buybackSettings, saleSettings } from './settings';
