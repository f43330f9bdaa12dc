// The parameters feature's door for what runs outside Next (the demo generator, setup): no 'server-only' module behind it.
export { addBuyPrices, type NewBuyPrice } from './add-buy-prices';
