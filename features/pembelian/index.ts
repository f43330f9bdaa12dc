// The pembelian feature's public module for other features (server side).
export { kondisiPembelianService } from './services/kondisi-master';
export { postPembelian } from './services/post-pembelian';
// Tables other features still read: debts of issue 26, to become this feature's verbs.
export { pembelian, pembelianDetail } from './schema';
