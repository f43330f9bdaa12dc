// The closing's kernel for what runs outside Next (the demo generator, scripts): no 'server-only' module behind it.
export { closeShopDay } from './services/closing';
