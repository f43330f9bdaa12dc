// The otorisasi feature's public module for client components of other features: the dialog is asked through the
// platform's requestAuthorization (lib/client/request-authorization.ts), which shared UI calls directly.
export { requestAuthorization, sendWithGrant, type OtorisasiGrant } from '@/lib/client/request-authorization';
export { ReasonForm } from './components/reason-form';
