// The closing's public module for other features (server side): what Tutup Toko shows and does.
export { closeDay, findClosingView, getDayClosed } from './services/close-day';
