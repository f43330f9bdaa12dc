// The pesanan feature's door for what runs outside Next (the demo generator, setup): no 'server-only' module behind it.
export { recordOrderHistory, type DepositRecord, type OrderItemRecord, type OrderRecord } from './record-history';
