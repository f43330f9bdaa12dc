// The pre-order feature's door: its screens' reads and the kernel's verbs for other features (never its tables).
export { closeItems, finishPreOrder, takePreOrders, checkPreOrder, type CloseItemsInput, type FinishPreOrderInput, type PreOrderToTake, type TakePreOrdersInput } from './kernel';
export { findPreOrders, readPreOrderOptions, type PreOrderList, type PreOrderRow } from './services/pre-orders';
