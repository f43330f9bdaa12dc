// The pesanan feature's public module for other features (server side).
export { openOrderTotals } from './order-views';
