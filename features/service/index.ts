// The service feature's public module for other features (server side).
export { serviceTotals } from './service-views';
// Master Tukang's rows (the masters' engine).
export { tukangService } from './services/masters/tukang-master';
