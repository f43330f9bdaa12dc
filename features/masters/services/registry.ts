import 'server-only';
import type { MasterId } from '@/lib/masters/definitions';
import { bankService, kodeTransaksiService, rekeningService } from '@/features/money';
import { hargaBeliService } from '@/features/parameters';
import { kondisiPembelianService } from '@/features/pembelian';
import { bungaHutangService, hutangPokokService, kondisiPinjamanService, plafondKadarService } from '@/features/hutang';
import {
  bannerKatalogService, groupDescriptionService, hadiahKatalogService, hargaKatalogService, infoKatalogService, itemKatalogService,
  kategoriKatalogService, kontakAdminService, splashKatalogService,
} from '@/features/katalog';
import {
  bakiService, bandrolService, groupService, gudangService, hargaEmasService, jenisService, kadarService, kondisiBarangService,
  parameterOngkosService, supplierService,
} from '@/features/stock';
import { deskripsiServiceService, tukangService } from '@/features/service';
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
  gudang: gudangService,
  baki: bakiService,
  group: groupService,
  jenis: jenisService,
  kadar: kadarService,
  bandrol: bandrolService,
  'kondisi-barang': kondisiBarangService,
  supplier: supplierService,
  'harga-emas': hargaEmasService,
  ongkos: parameterOngkosService,
  'kondisi-pembelian': kondisiPembelianService,
  'kondisi-pinjaman': kondisiPinjamanService,
  'bunga-hutang': bungaHutangService,
  'plafond-hutang': plafondKadarService,
  'hutang-pokok': hutangPokokService,
  tukang: tukangService,
  'deskripsi-service': deskripsiServiceService,
};
