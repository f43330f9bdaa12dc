// The otorisasi feature's public module for other features (server side).
export { spendGrant } from './services/grant';
