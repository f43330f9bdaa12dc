// The otorisasi feature's public module for client components of other features and shared UI.
export { requestAuthorization } from './request-authorization';
export type { OtorisasiGrant } from './actions/otorisasi';
export { ReasonForm } from './components/reason-form';
