import { arrayOverlaps, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { groupBarang } from '@/lib/db/schema/gram-ledger';
import { katalogBanner, katalogHadiah, katalogHarga, katalogInfo, katalogItem, katalogKategori, katalogSplash } from '@/features/katalog/schema';
import { AppError } from '@/lib/errors/app-error';
import type { MasterValue } from '@/lib/masters/definitions';
import { tableService } from '@/lib/masters/services/table-service';
import type { Reader } from '@/lib/masters/services/types';

const list = (value: unknown) => (value as string[] | undefined) ?? [];

/** Every code in `codes` names a row of `table`, or the field's value is refused. */
async function allExist(db: Reader, table: PgTable, column: PgColumn, codes: string[], field: string) {
  if (codes.length === 0) return;
  const found = await db.select({ code: column }).from(table as never).where(inArray(column, codes));
  if (found.length !== new Set(codes).size) throw new AppError('validation', 'fieldInvalid', {}, field);
}

const imageColumns = (path: PgColumn, name: PgColumn) => ({ gambar: path, gambar_name: name });
const imageWrite = (value: MasterValue) => (value.gambar_path ? { gambarPath: value.gambar_path, gambarName: value.gambar_name } : {});

/** Harga Katalog: a price list of the app for the item groups it names (at least one, each an existing group). */
export const hargaKatalogService = tableService({
  table: katalogHarga, key: katalogHarga.kodeHargaApp, keyProperty: 'kodeHargaApp',
  columns: { kode_harga_app: katalogHarga.kodeHargaApp, nama_harga_app: katalogHarga.namaHargaApp, detail_group: katalogHarga.detailGroup },
  write: (value) => ({ namaHargaApp: String(value.nama_harga_app), detailGroup: list(value.detail_group) }),
  check: (db, value) => allExist(db, groupBarang, groupBarang.kodeGroup, list(value.detail_group), 'detail_group'),
  options: async (db) => ({
    groups: (await db.select({ value: groupBarang.kodeGroup, nama: groupBarang.namaGroup }).from(groupBarang).orderBy(asc(groupBarang.kodeGroup)))
      .map((group) => ({ value: group.value, label: `${group.value} - ${group.nama}` })),
  }),
});

/** Banner and Info Katalog: a picture with texts and a button; not deletable while an item shows it. */
function promoService(table: typeof katalogBanner | typeof katalogInfo, key: PgColumn, keyProperty: string, keyName: string, itemColumn: PgColumn) {
  return tableService({
    table, key, keyProperty,
    columns: {
      [keyName]: key, title: table.title, sub_title: table.subTitle, deskripsi: table.deskripsi, info: table.info, sub_info: table.subInfo,
      url_pendukung: table.urlPendukung, nama_tombol: table.namaTombol, ...imageColumns(table.gambarPath, table.gambarName),
    },
    write: (value) => ({
      title: value.title, subTitle: value.sub_title, deskripsi: value.deskripsi, info: value.info, subInfo: value.sub_info,
      urlPendukung: value.url_pendukung, namaTombol: value.nama_tombol, ...imageWrite(value),
    }),
    inUse: async (db, code) => (await db.select({ kode: katalogItem.kodeBarang }).from(katalogItem).where(arrayOverlaps(itemColumn, [code])).limit(1)).length > 0,
  });
}
export const bannerKatalogService = promoService(katalogBanner, katalogBanner.kodeBanner, 'kodeBanner', 'kode_banner', katalogItem.kodeBanner);
export const infoKatalogService = promoService(katalogInfo, katalogInfo.kodeInfo, 'kodeInfo', 'kode_info', katalogItem.kodeInfo);

/** Hadiah Katalog: a reward and the points it costs. */
export const hadiahKatalogService = tableService({
  table: katalogHadiah, key: katalogHadiah.kodeHadiah, keyProperty: 'kodeHadiah',
  columns: {
    kode_hadiah: katalogHadiah.kodeHadiah, nama_hadiah: katalogHadiah.namaHadiah, point: katalogHadiah.point, info: katalogHadiah.info,
    sub_info: katalogHadiah.subInfo, deskripsi: katalogHadiah.deskripsi, ...imageColumns(katalogHadiah.gambarPath, katalogHadiah.gambarName),
  },
  write: (value) => ({ namaHadiah: value.nama_hadiah, point: Number(value.point), info: value.info, subInfo: value.sub_info, deskripsi: value.deskripsi, ...imageWrite(value) }),
});

async function optionsOf(db: Reader, key: PgColumn, title: PgColumn, table: PgTable) {
  const rows: { value: unknown; title: unknown }[] = await db.select({ value: key, title }).from(table as never).orderBy(asc(key));
  return rows.map((row) => ({ value: String(row.value), label: `${row.value} - ${row.title}` }));
}

/** Item Katalog: a product of the app in a category, with its pictures, the banners and infos it appears in and its hashtags. */
export const itemKatalogService = tableService({
  table: katalogItem, key: katalogItem.kodeBarang, keyProperty: 'kodeBarang',
  columns: {
    kode_barang: katalogItem.kodeBarang, nama_barang: katalogItem.namaBarang, kode_kategori: katalogItem.kodeKategori, berat: katalogItem.berat,
    ikut_harga_global: katalogItem.ikutHargaGlobal, harga_jual: katalogItem.hargaJual, direct_url: katalogItem.directUrl,
    kode_banner: katalogItem.kodeBanner, kode_info: katalogItem.kodeInfo, hashtag_kadar: katalogItem.hashtagKadar,
    hashtag_jenis: katalogItem.hashtagJenis, hashtag_lm: katalogItem.hashtagLm, ...imageColumns(katalogItem.gambarPath, katalogItem.gambarName),
  },
  write: (value) => ({
    namaBarang: value.nama_barang, kodeKategori: value.kode_kategori, berat: String(value.berat), ikutHargaGlobal: Boolean(value.ikut_harga_global),
    hargaJual: Number(value.harga_jual), directUrl: value.direct_url, kodeBanner: list(value.kode_banner), kodeInfo: list(value.kode_info),
    hashtagKadar: list(value.hashtag_kadar), hashtagJenis: list(value.hashtag_jenis), hashtagLm: list(value.hashtag_lm),
    gambarPath: list(value.gambar_path), gambarName: list(value.gambar_name),
  }),
  async check(db, value) {
    await allExist(db, katalogKategori, katalogKategori.kodeKategori, [String(value.kode_kategori)], 'kode_kategori');
    await allExist(db, katalogBanner, katalogBanner.kodeBanner, list(value.kode_banner), 'kode_banner');
    await allExist(db, katalogInfo, katalogInfo.kodeInfo, list(value.kode_info), 'kode_info');
  },
  options: async (db) => ({
    kategoriKatalog: await optionsOf(db, katalogKategori.kodeKategori, katalogKategori.title, katalogKategori),
    banners: await optionsOf(db, katalogBanner.kodeBanner, katalogBanner.title, katalogBanner),
    infos: await optionsOf(db, katalogInfo.kodeInfo, katalogInfo.title, katalogInfo),
  }),
});

/** Splashscreen Katalog: the four fixed entries, MEMBER first; only text, position and image change. */
export const splashKatalogService = tableService({
  table: katalogSplash, key: katalogSplash.kode, keyProperty: 'kode',
  columns: { kode: katalogSplash.kode, name: katalogSplash.name, text: katalogSplash.text, position: katalogSplash.position, image: katalogSplash.imagePath },
  write: (value) => ({ text: value.text, position: value.position, ...(value.image_path ? { imagePath: value.image_path } : {}) }),
  orderBy: sql`case ${katalogSplash.kode} when 'MEMBER' then 0 else 1 end, ${katalogSplash.kode}`,
});

/** A category is not deletable while an item is in it. */
export const kategoriInUse = async (db: Reader, code: string) =>
  (await db.select({ kode: katalogItem.kodeBarang }).from(katalogItem).where(eq(katalogItem.kodeKategori, code)).limit(1)).length > 0;
