// The service feature's door for what runs outside Next (the demo generator, setup): no 'server-only' module behind it.
export { recordServiceHistory, type ServiceRecord } from './record-history';
export { cancelRepair, completeRepair, pickUpRepair, receiveRepair } from './counter/repairs';
export type { CancelRepairInput, CompleteRepairInput, PickUpRepairInput, ReceiveRepairInput, RepairPayment } from './counter/repairs';
