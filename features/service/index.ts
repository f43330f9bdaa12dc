// The service feature's public module for other features (server side).
export { serviceTotals } from './service-views';
// Master Tukang's rows (the masters' engine).
export { tukangService } from './services/masters/tukang-master';
// The repair ticket's slip as the counter's printing reads it (features/nota).
export { readRepairSlip } from './documents/read-repair-slip';
// Parameter Deskripsi Service's rows (the masters' engine).
export { deskripsiServiceService } from './services/masters/deskripsi-service-master';
