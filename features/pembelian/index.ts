// The pembelian feature's public module for other features (server side).
export { kondisiPembelianService } from './services/kondisi-master';
export { postPembelian } from './services/post-pembelian';
