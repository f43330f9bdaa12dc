import 'server-only';
import type { MasterId } from '@/lib/masters/definitions';
import { bankService } from '@/features/money/services/bank';
import { hargaBeliService } from '@/features/parameters/services/harga-beli';
import { groupDescriptionService, kategoriKatalogService, kontakAdminService } from '@/features/katalog/services/katalog';
import { bannerKatalogService, hadiahKatalogService, hargaKatalogService, infoKatalogService, itemKatalogService, splashKatalogService } from '@/features/katalog/services/katalog-content';
import { kodeTransaksiService } from '@/features/money/services/kode-transaksi';
import { rekeningService } from '@/features/money/services/rekening';
import type { MasterService } from '@/lib/masters/services/types';

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
