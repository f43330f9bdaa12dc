// The parameters feature's public module for other features (server side).
export { readHargaGlobal } from './services/harga-global';
export { hargaBeliService } from './services/harga-beli';
// Tables other features still read: debts of issue 26, to become this feature's verbs.
export { paraHargaBeli } from './schema';
