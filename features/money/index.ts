// The money feature's public module for other features (server side): its master lists' services.
export { bankService } from './services/bank';
export { kodeTransaksiService } from './services/kode-transaksi';
export { rekeningService } from './services/rekening';
