import { katalogAdmin, katalogGroupDescription, katalogKategori } from '@/features/katalog/schema';
import { kategoriInUse } from './katalog-content';
import { tableService } from '@/lib/masters/services/table-service';

/** Kategori Katalog: title, colour and icon of a category of the customer app; the icon changes only when a new one comes. */
export const kategoriKatalogService = tableService({
  table: katalogKategori, key: katalogKategori.kodeKategori, keyProperty: 'kodeKategori',
  columns: {
    kode_kategori: katalogKategori.kodeKategori, title: katalogKategori.title, warna: katalogKategori.warna,
    gambar: katalogKategori.gambarPath, gambar_name: katalogKategori.gambarName,
  },
  write: (value) => ({
    title: String(value.title), warna: String(value.warna),
    ...(value.gambar_path ? { gambarPath: String(value.gambar_path), gambarName: String(value.gambar_name) } : {}),
  }),
  inUse: kategoriInUse,
});

/** Kontak Admin Katalog: who the app's customers can chat with. */
export const kontakAdminService = tableService({
  table: katalogAdmin, key: katalogAdmin.kodeAdmin, keyProperty: 'kodeAdmin',
  columns: { kode_admin: katalogAdmin.kodeAdmin, nama_admin: katalogAdmin.namaAdmin, no_hp: katalogAdmin.noHp },
  write: (value) => ({ namaAdmin: String(value.nama_admin), noHp: String(value.no_hp) }),
});

/** Deskripsi Group Katalog: the text the app shows for a product group. */
export const groupDescriptionService = tableService({
  table: katalogGroupDescription, key: katalogGroupDescription.kodeGroup, keyProperty: 'kodeGroup',
  columns: { kode_group: katalogGroupDescription.kodeGroup, description: katalogGroupDescription.description },
  write: (value) => ({ description: String(value.description) }),
});
