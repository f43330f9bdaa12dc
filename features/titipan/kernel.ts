// The deposits feature's door for what runs outside Next (scripts, the demo generator): no 'server-only' module behind it.
export { takeDeposit, type DepositItem, type TakeDepositInput, type TakenDeposit } from './counter/take-deposit';
export { sellDeposit, type SellDepositInput, type SoldDeposit } from './counter/sell-deposit';
export { cancelDeposit, type CancelDepositInput, type CancelledDeposit } from './counter/cancel-deposit';
export { remainderOf } from './remainder';
