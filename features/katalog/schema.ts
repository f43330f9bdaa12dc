import { bigint, boolean, integer, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { audit } from '../../lib/db/schema/columns';

// ---- Catalogue: the content of the customer app. Images are stored keys (lib/images/store.ts), never file bytes. ----

export const katalogKategori = pgTable('katalog_kategori', {
  kodeKategori: varchar('kode_kategori', { length: 30 }).primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  warna: varchar('warna', { length: 7 }).notNull(),
  gambarPath: varchar('gambar_path', { length: 200 }).notNull(),
  gambarName: varchar('gambar_name', { length: 200 }).notNull(),
  ...audit,
});

export const katalogAdmin = pgTable('katalog_admin', {
  kodeAdmin: varchar('kode_admin', { length: 30 }).primaryKey(),
  namaAdmin: varchar('nama_admin', { length: 100 }).notNull(),
  noHp: varchar('no_hp', { length: 20 }).notNull(),
  ...audit,
});

export const katalogGroupDescription = pgTable('katalog_group_description', {
  kodeGroup: varchar('kode_group', { length: 30 }).primaryKey(),
  description: text('description').notNull(),
  ...audit,
});

/** Harga Katalog: a named price list of the app and the item groups it covers. */
export const katalogHarga = pgTable('katalog_harga', {
  kodeHargaApp: varchar('kode_harga_app', { length: 30 }).primaryKey(),
  namaHargaApp: varchar('nama_harga_app', { length: 100 }).notNull(),
  detailGroup: varchar('detail_group', { length: 20 }).array().notNull(),
  ...audit,
});

/** Banner and Info Katalog share their fields: a picture with a title, texts and a button to a link. */
const promoColumns = () => ({
  title: varchar('title', { length: 100 }).notNull(),
  subTitle: varchar('sub_title', { length: 200 }).notNull(),
  deskripsi: text('deskripsi').notNull(),
  info: varchar('info', { length: 200 }).notNull(),
  subInfo: varchar('sub_info', { length: 200 }).notNull(),
  urlPendukung: varchar('url_pendukung', { length: 500 }).notNull(),
  namaTombol: varchar('nama_tombol', { length: 50 }).notNull(),
  gambarPath: varchar('gambar_path', { length: 200 }).notNull(),
  gambarName: varchar('gambar_name', { length: 200 }).notNull(),
});

export const katalogBanner = pgTable('katalog_banner', {
  kodeBanner: varchar('kode_banner', { length: 30 }).primaryKey(),
  ...promoColumns(),
  ...audit,
});

export const katalogInfo = pgTable('katalog_info', {
  kodeInfo: varchar('kode_info', { length: 30 }).primaryKey(),
  ...promoColumns(),
  ...audit,
});

/** Hadiah Katalog: a reward members exchange points for. */
export const katalogHadiah = pgTable('katalog_hadiah', {
  kodeHadiah: varchar('kode_hadiah', { length: 30 }).primaryKey(),
  namaHadiah: varchar('nama_hadiah', { length: 100 }).notNull(),
  info: varchar('info', { length: 200 }).notNull(),
  subInfo: varchar('sub_info', { length: 200 }).notNull(),
  point: integer('point').notNull(),
  deskripsi: text('deskripsi').notNull(),
  gambarPath: varchar('gambar_path', { length: 200 }).notNull(),
  gambarName: varchar('gambar_name', { length: 200 }).notNull(),
  ...audit,
});

/**
 * Item Katalog: a product shown in the app. With `ikutHargaGlobal` the item is priced per gram and the app's
 * price follows the global gold price (berat × PARAMETER_HARGA_EMAS_GLOBAL_VALUE); otherwise harga_jual is its price.
 */
export const katalogItem = pgTable('katalog_item', {
  kodeBarang: varchar('kode_barang', { length: 30 }).primaryKey(),
  namaBarang: varchar('nama_barang', { length: 100 }).notNull(),
  berat: numeric('berat', { precision: 10, scale: 3 }).notNull(),
  hargaJual: bigint('harga_jual', { mode: 'number' }).notNull(),
  ikutHargaGlobal: boolean('ikut_harga_global').notNull().default(false),
  kodeKategori: varchar('kode_kategori', { length: 30 }).notNull().references(() => katalogKategori.kodeKategori),
  directUrl: varchar('direct_url', { length: 500 }).notNull(),
  gambarPath: varchar('gambar_path', { length: 200 }).array().notNull(),
  gambarName: varchar('gambar_name', { length: 200 }).array().notNull(),
  kodeBanner: varchar('kode_banner', { length: 30 }).array().notNull(),
  kodeInfo: varchar('kode_info', { length: 30 }).array().notNull(),
  hashtagKadar: varchar('hashtag_kadar', { length: 50 }).array().notNull(),
  hashtagJenis: varchar('hashtag_jenis', { length: 50 }).array().notNull(),
  hashtagLm: varchar('hashtag_lm', { length: 50 }).array().notNull(),
  ...audit,
});

/** Splashscreen Katalog: the four fixed entries; their images keep fixed names under SPLASHSCREEN/ (the API adds their url). */
export const katalogSplash = pgTable('katalog_splash', {
  kode: varchar('kode', { length: 10 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  text: text('text').notNull(),
  position: varchar('position', { length: 5 }).notNull(),
  imagePath: varchar('image_path', { length: 200 }).notNull(),
  ...audit,
});
