// The pre-order feature's kernel for what runs outside Next (scripts, the demo generator): no 'server-only' module behind it.
export { closeItems, finishPreOrder, takePreOrders, checkPreOrder, type CloseItemsInput, type FinishPreOrderInput, type PreOrderToTake, type TakePreOrdersInput } from './counter/pre-orders';
