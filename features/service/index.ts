// The service feature's public module for other features (server side).
export { serviceTotals } from './service-views';
