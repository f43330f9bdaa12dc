// The deposits' table is the order reports' titip_uang (features/pesanan/schema.ts owns it; this feature only added
// columns): handed on here so the deposits' kernel reads it as its own table module (a table module may import another's).
export { titipUang } from '../pesanan/schema';
