// The parameters feature's public module for other features (server side).
export { readHargaGlobal } from './services/harga-global';
export { hargaBeliService } from './services/harga-beli';
export { readHargaBeliCodes, type HargaBeliCode } from './services/read-harga-beli';
