// The otorisasi feature's public module for other features (server side).
export { approvesOwnActions, spendGrant } from './services/grant';
