// The buyback feature's kernel for what runs outside Next (the demo generator, scripts): no 'server-only' module behind it.
export { postBuybacks, type Buyback, type BuybackLine } from './counter/post-buyback';
export { computeBuybackPrice } from './counter/buyback-pricing';
