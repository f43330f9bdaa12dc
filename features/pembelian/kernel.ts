// The buyback feature's kernel for what runs outside Next (the demo generator, scripts): no 'server-only' module behind it.
export { postBuybacks, type Buyback, type BuybackLine } from './counter/post-buyback';
export { sumBuybacksOfDay, type BuybacksOfDay } from './counter/day-totals';
export { addPurchaseConditions, type NewCondition } from './add-conditions';
