// The pesanan feature's door for what runs outside Next (the demo generator, setup): no 'server-only' module behind it.
export { recordOrderHistory, type DepositRecord, type OrderItemRecord, type OrderRecord } from './record-history';
export { takeOrder, payOrder, type OrderLine, type SaleRules, type TakeOrderInput, type TakenOrder, type PayOrderInput, type PaidOrder } from './counter/take-order';
export { receivePiece, orderBarcodeOf, type ArrivedPiece, type ReceivePieceInput, type ReceivedPiece } from './counter/receive-piece';
export { pickUpOrder, type PickUpOrderInput, type PickedUpOrder } from './counter/pick-up-order';
export { cancelOrder, type CancelOrderInput, type CancelledOrder } from './counter/cancel-order';
