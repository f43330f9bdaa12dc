import 'server-only';
import type { MasterId } from './definitions';
import { bankService } from './services/bank';
import { hargaBeliService } from './services/harga-beli';
import { groupDescriptionService, kategoriKatalogService, kontakAdminService } from './services/katalog';
import { kodeTransaksiService } from './services/kode-transaksi';
import { rekeningService } from './services/rekening';
import type { MasterService } from './services/types';

export const MASTER_SERVICES: Record<MasterId, MasterService> = {
  bank: bankService,
  rekening: rekeningService,
  'kode-transaksi': kodeTransaksiService,
  'harga-beli': hargaBeliService,
  'kategori-katalog': kategoriKatalogService,
  'kontak-admin-katalog': kontakAdminService,
  'group-description-katalog': groupDescriptionService,
};
