// The service feature's public module for other features (server side).
export { serviceTotals } from './service-views';
// Master Tukang's rows (the masters' engine).
export { tukangService } from './services/masters/tukang-master';
// Parameter Deskripsi Service's rows (the masters' engine).
export { deskripsiServiceService } from './services/masters/deskripsi-service-master';
