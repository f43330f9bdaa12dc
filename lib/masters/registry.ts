import 'server-only';
import type { MasterId } from './definitions';
import { bankService } from './services/bank';
import { hargaBeliService } from './services/harga-beli';
import { groupDescriptionService, kategoriKatalogService, kontakAdminService } from './services/katalog';
import { bannerKatalogService, hadiahKatalogService, hargaKatalogService, infoKatalogService, itemKatalogService, splashKatalogService } from './services/katalog-content';
import { kodeTransaksiService } from './services/kode-transaksi';
import { rekeningService } from './services/rekening';
import type { MasterService } from './services/types';

export const MASTER_SERVICES: Record<MasterId, MasterService> = {
  bank: bankService,
  rekening: rekeningService,
  'kode-transaksi': kodeTransaksiService,
  'harga-beli': hargaBeliService,
  'kategori-katalog': kategoriKatalogService,
  'harga-katalog': hargaKatalogService,
  'banner-katalog': bannerKatalogService,
  'info-katalog': infoKatalogService,
  'item-katalog': itemKatalogService,
  'kontak-admin-katalog': kontakAdminService,
  'hadiah-katalog': hadiahKatalogService,
  'group-description-katalog': groupDescriptionService,
  'splashscreen-katalog': splashKatalogService,
};
