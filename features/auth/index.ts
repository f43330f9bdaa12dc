// The auth feature's public module for other features (server side).
export { checkCredentials, type CredentialCheck } from './services/check-credentials';
