// The pesanan feature's public module for other features (server side).
export { openOrderTotals } from './order-views';
// The order's slip as the counter's printing reads it (features/nota).
export { readOrderSlip } from './documents/read-order-slip';
