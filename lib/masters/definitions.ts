import type { ErrorKey } from '@/lib/errors/app-error';
import type { Messages } from '@/lib/i18n/keys';
import type { OtorisasiFeature } from '@/lib/auth/otorisasi-features';

/**
 * The simple masters, parameters and catalogue lists: one definition drives the list's columns, the add/edit form, its
 * validation (shared by browser and server, in `./schema`) and the messages. Field names are the spec's; labels are `masters.fields.<name>`.
 */
export type MasterField = {
  name: string;
  kind: 'text' | 'textarea' | 'money' | 'number' | 'select' | 'multiselect' | 'tags' | 'checkbox' | 'color' | 'phone' | 'image' | 'images';
  /** The row's key: upper-cased, limited characters, read-only in edit mode (kode_harga). */
  key?: boolean;
  /** Chosen at creation, read-only afterwards (a bank account's shop). */
  fixedInEdit?: boolean;
  maxLength?: number;
  /** Where a select's choices come from (the service's `options`), or fixed choices shown as they are. */
  options?: 'banks' | 'akunKategori' | 'shops' | 'groups' | 'kategoriKatalog' | 'banners' | 'infos' | 'gudangs' | 'jenis' | 'groupBarang';
  choices?: readonly string[];
  /**
   * A number's decimals (grams: 3) and largest value; `zeroAllowed` accepts 0 (an empty tray's weight may be unknown; a
   * band of amounts starting at Rp 0); `positive` refuses 0 for a whole number (a band's days).
   */
  decimals?: number;
  zeroAllowed?: boolean;
  positive?: boolean;
  max?: number;
  /** The message key (under `errors.`) of a value out of bounds, instead of "<label> tidak valid" (a loan's kadar, §5). */
  invalidKey?: ErrorKey;
  /** Left out of the list's columns (still in the form and the CSV export). */
  hiddenInList?: boolean;
  /** Not asked (and stored as 0) while this checkbox is ticked: an item priced per gram has no fixed price. */
  notWhen?: string;
  /** A percentage (2 decimals, at most 100: "Tidak Boleh Melebihi 100 !"). */
  percent?: boolean;
  /** Shown in the list only (who set it, since when): not asked by the form, not validated. */
  display?: boolean;
  /** May stay empty; `blankAsSpace` stores an empty value as one space (§5: sub_title, deskripsi). */
  optional?: boolean;
  blankAsSpace?: boolean;
  /** The message key (under `errors.`) when the field is missing, instead of "<label> Tidak Boleh Kosong". */
  requiredKey?: ErrorKey;
};

export const MASTER_IDS = [
  'bank', 'rekening', 'kode-transaksi', 'harga-beli', 'kategori-katalog', 'harga-katalog', 'banner-katalog', 'info-katalog', 'item-katalog',
  'kontak-admin-katalog', 'hadiah-katalog', 'group-description-katalog', 'splashscreen-katalog',
  'gudang', 'baki', 'group', 'jenis', 'kadar', 'bandrol', 'kondisi-barang', 'supplier', 'harga-emas', 'ongkos', 'kondisi-pembelian',
  'kondisi-pinjaman', 'bunga-hutang', 'plafond-hutang', 'hutang-pokok', 'tukang',
  'deskripsi-service',
] as const;
export type MasterId = (typeof MASTER_IDS)[number];

export const SPLASH_POSITIONS = ['ATAS', 'BAWAH'] as const;
/** The longest term an interest band names (ten years). */
export const LOAN_BAND_MAX_DAYS = 3650;

type Definition = {
  id: MasterId;
  path: string;
  fields: MasterField[];
  /** Which toasts and confirmation it uses: the parameter screens' (§8 of the first document) or the catalogue's. */
  messages: 'masters' | 'katalog';
  /** Key under `masters.katalogFailed`: the list's own failure messages in the catalogue. */
  entity?: keyof Messages['masters']['katalogFailed'];
  /** Storage folder of its images (per shop code below it). */
  imageFolder?: string;
  /** Splash screens: images at the splash size under fixed names (SPLASHSCREEN/MEMBER.png), not per shop. */
  fixedImageNames?: boolean;
  /** The list offers a CSV export. */
  csv?: boolean;
  /** Fixed rows: edit only, no add and no delete. */
  editOnly?: boolean;
  /** Deleting a row needs a supervisor's authorization for this feature (§2.6). */
  deleteAuthorization?: OtorisasiFeature;
  /**
   * Who writes, when the list is read more widely than it is kept (lib/masters/master-access.ts): the chain's keepers
   * (CHAIN_ADMIN), or the shop's keepers (SPV, OWN, SU of the user's shop). Unset: whoever opens the list.
   */
  writers?: 'chain' | 'shop';
  /** The row's key is these fields together ("CC / EMU"), each fixed after creation; rows carry it as `kode`. */
  compoundKey?: readonly string[];
  /**
   * The key is the row's number, given by the database when the row is added (a band of a parameter): shown in the
   * list, never asked. The service recognises a create sent twice (the same values) and writes it once.
   */
  generatedKey?: boolean;
  /** §9: the page reloads this many milliseconds after a save (the gold price). */
  reloadAfterSave?: number;
};

/** Banner and Info Katalog share their fields (§3). */
const promoFields = (key: string): MasterField[] => [
  { name: key, kind: 'text', key: true, maxLength: 30 },
  { name: 'title', kind: 'text', maxLength: 100 },
  { name: 'sub_title', kind: 'text', maxLength: 200, optional: true, blankAsSpace: true },
  { name: 'deskripsi', kind: 'textarea', maxLength: 4000, optional: true, blankAsSpace: true, hiddenInList: true },
  { name: 'info', kind: 'text', maxLength: 200, optional: true, hiddenInList: true },
  { name: 'sub_info', kind: 'text', maxLength: 200, optional: true, hiddenInList: true },
  { name: 'url_pendukung', kind: 'text', maxLength: 500, optional: true, hiddenInList: true },
  { name: 'nama_tombol', kind: 'text', maxLength: 50, optional: true, hiddenInList: true },
  { name: 'gambar', kind: 'image', requiredKey: 'gambarRequired' },
];

export const MASTERS: Record<MasterId, Definition> = {
  bank: {
    id: 'bank', path: '/master-bank', messages: 'masters',
    fields: [{ name: 'kode_bank', kind: 'text', key: true, maxLength: 20 }, { name: 'nama_bank', kind: 'text', maxLength: 100 }],
  },
  rekening: {
    id: 'rekening', path: '/master-rekening', messages: 'masters',
    fields: [
      { name: 'no_rekening', kind: 'text', key: true, maxLength: 30 },
      { name: 'nama_rekening', kind: 'text', maxLength: 100 },
      { name: 'kode_bank', kind: 'select', options: 'banks' },
      { name: 'kode_toko', kind: 'select', options: 'shops', fixedInEdit: true },
    ],
  },
  'kode-transaksi': {
    id: 'kode-transaksi', path: '/master-kode-transaksi', messages: 'masters',
    fields: [
      { name: 'kode_transaksi', kind: 'text', key: true, maxLength: 30 }, { name: 'nama_transaksi', kind: 'text', maxLength: 100 },
      // The account Uang Kas / Uang Bank posts a category against (an income or expense account); none: not offered there.
      { name: 'nomor_akun', kind: 'select', options: 'akunKategori', optional: true },
    ],
  },
  'harga-beli': {
    id: 'harga-beli', path: '/parameter-harga-beli', messages: 'masters', deleteAuthorization: 'HAPUS_PARAMETER_HARGA_BELI',
    fields: [{ name: 'kode_harga', kind: 'text', key: true, maxLength: 30 }, { name: 'harga_per_gram', kind: 'money' }],
  },
  'kategori-katalog': {
    id: 'kategori-katalog', path: '/kategori-katalog', messages: 'katalog', entity: 'kategori', imageFolder: 'KATEGORI', csv: true,
    fields: [
      { name: 'kode_kategori', kind: 'text', key: true, maxLength: 30 },
      { name: 'title', kind: 'text', maxLength: 100 },
      { name: 'warna', kind: 'color', requiredKey: 'warnaRequired' },
      { name: 'gambar', kind: 'image', requiredKey: 'gambarKategoriRequired' },
    ],
  },
  'harga-katalog': {
    id: 'harga-katalog', path: '/harga-katalog', messages: 'katalog', entity: 'harga', csv: true,
    fields: [
      { name: 'kode_harga_app', kind: 'text', key: true, maxLength: 30 },
      { name: 'nama_harga_app', kind: 'text', maxLength: 100 },
      { name: 'detail_group', kind: 'multiselect', options: 'groups', requiredKey: 'groupMinimal' },
    ],
  },
  'banner-katalog': {
    id: 'banner-katalog', path: '/banner-katalog', messages: 'katalog', entity: 'banner', imageFolder: 'BANNER', csv: true, fields: promoFields('kode_banner'),
  },
  'info-katalog': {
    id: 'info-katalog', path: '/info-katalog', messages: 'katalog', entity: 'info', imageFolder: 'INFO', csv: true, fields: promoFields('kode_info'),
  },
  'item-katalog': {
    id: 'item-katalog', path: '/item-katalog', messages: 'katalog', entity: 'item', imageFolder: 'ITEM', csv: true,
    fields: [
      { name: 'kode_barang', kind: 'text', key: true, maxLength: 30 },
      { name: 'nama_barang', kind: 'text', maxLength: 100 },
      { name: 'kode_kategori', kind: 'select', options: 'kategoriKatalog' },
      { name: 'berat', kind: 'number', decimals: 3, max: 100_000 },
      { name: 'ikut_harga_global', kind: 'checkbox', hiddenInList: true },
      { name: 'harga_jual', kind: 'money', notWhen: 'ikut_harga_global' },
      { name: 'direct_url', kind: 'text', maxLength: 500, optional: true, hiddenInList: true },
      { name: 'kode_banner', kind: 'multiselect', options: 'banners', optional: true, hiddenInList: true },
      { name: 'kode_info', kind: 'multiselect', options: 'infos', optional: true, hiddenInList: true },
      { name: 'hashtag_kadar', kind: 'tags' },
      { name: 'hashtag_jenis', kind: 'tags', hiddenInList: true },
      { name: 'hashtag_lm', kind: 'tags', hiddenInList: true },
      { name: 'gambar', kind: 'images', requiredKey: 'gambarRequired' },
    ],
  },
  'kontak-admin-katalog': {
    id: 'kontak-admin-katalog', path: '/kontak-admin-katalog', messages: 'katalog', entity: 'kontak', csv: true,
    fields: [
      { name: 'kode_admin', kind: 'text', key: true, maxLength: 30 },
      { name: 'nama_admin', kind: 'text', maxLength: 100, requiredKey: 'namaAdminRequired' },
      { name: 'no_hp', kind: 'phone', requiredKey: 'noHpRequired' },
    ],
  },
  'hadiah-katalog': {
    id: 'hadiah-katalog', path: '/hadiah-katalog', messages: 'katalog', entity: 'hadiah', imageFolder: 'HADIAH', csv: true,
    fields: [
      { name: 'kode_hadiah', kind: 'text', key: true, maxLength: 30 },
      { name: 'nama_hadiah', kind: 'text', maxLength: 100 },
      { name: 'point', kind: 'number', decimals: 0, max: 100_000_000 },
      { name: 'info', kind: 'text', maxLength: 200, optional: true, hiddenInList: true },
      { name: 'sub_info', kind: 'text', maxLength: 200, optional: true, hiddenInList: true },
      { name: 'deskripsi', kind: 'textarea', maxLength: 4000, optional: true, blankAsSpace: true, hiddenInList: true },
      { name: 'gambar', kind: 'image', requiredKey: 'gambarRequired' },
    ],
  },
  'group-description-katalog': {
    id: 'group-description-katalog', path: '/group-description-katalog', messages: 'katalog', entity: 'group', csv: true,
    fields: [{ name: 'kode_group', kind: 'text', key: true, maxLength: 30 }, { name: 'description', kind: 'textarea', maxLength: 2000 }],
  },
  'splashscreen-katalog': {
    id: 'splashscreen-katalog', path: '/splashscreen-katalog', messages: 'katalog', entity: 'splash', imageFolder: 'SPLASHSCREEN', fixedImageNames: true, editOnly: true, csv: true,
    fields: [
      { name: 'kode', kind: 'text', key: true, maxLength: 10 },
      { name: 'text', kind: 'textarea', maxLength: 500, requiredKey: 'textRequired' },
      { name: 'position', kind: 'select', choices: SPLASH_POSITIONS },
      { name: 'image', kind: 'image' },
    ],
  },
  gudang: {
    id: 'gudang', path: '/master-gudang', messages: 'katalog', entity: 'gudang', writers: 'shop', csv: true,
    fields: [{ name: 'kode_gudang', kind: 'text', key: true, maxLength: 20 }, { name: 'nama_gudang', kind: 'text', maxLength: 100 }],
  },
  baki: {
    id: 'baki', path: '/master-baki', messages: 'katalog', entity: 'baki', writers: 'shop', csv: true,
    fields: [
      { name: 'kode_baki', kind: 'text', key: true, maxLength: 20 },
      { name: 'nama_baki', kind: 'text', maxLength: 100 },
      { name: 'kode_gudang', kind: 'select', options: 'gudangs' },
      { name: 'berat_baki', kind: 'number', decimals: 3, max: 100_000, zeroAllowed: true },
    ],
  },
  group: {
    id: 'group', path: '/master-group', messages: 'katalog', entity: 'groupBarang', writers: 'chain', csv: true,
    fields: [{ name: 'kode_group', kind: 'text', key: true, maxLength: 20 }, { name: 'nama_group', kind: 'text', maxLength: 100 }],
  },
  jenis: {
    id: 'jenis', path: '/master-jenis', messages: 'katalog', entity: 'jenis', writers: 'chain', csv: true,
    fields: [
      { name: 'kode_dept', kind: 'text', key: true, maxLength: 20 },
      { name: 'nama_dept', kind: 'text', maxLength: 100 },
      { name: 'kadar', kind: 'number', decimals: 2, max: 100, percent: true },
      { name: 'kadar_cetak', kind: 'text', maxLength: 20 },
    ],
  },
  kadar: {
    id: 'kadar', path: '/master-kadar', messages: 'katalog', entity: 'kadar', writers: 'chain', csv: true,
    fields: [
      { name: 'kode_kadar', kind: 'text', key: true, maxLength: 20 },
      { name: 'nama_kadar', kind: 'text', maxLength: 100 },
      { name: 'kadar', kind: 'number', decimals: 2, max: 100, percent: true },
    ],
  },
  bandrol: {
    id: 'bandrol', path: '/master-bandrol', messages: 'katalog', entity: 'bandrol', writers: 'chain', csv: true,
    fields: [{ name: 'kode_bandrol', kind: 'text', key: true, maxLength: 20 }, { name: 'nama_bandrol', kind: 'text', maxLength: 100 }],
  },
  'kondisi-barang': {
    id: 'kondisi-barang', path: '/master-kondisi-barang', messages: 'katalog', entity: 'kondisi', writers: 'chain', csv: true,
    fields: [{ name: 'kode_kondisi', kind: 'text', key: true, maxLength: 20 }, { name: 'nama_kondisi', kind: 'text', maxLength: 100 }],
  },
  'kondisi-pembelian': {
    id: 'kondisi-pembelian', path: '/master-kondisi-pembelian', messages: 'katalog', entity: 'kondisiPembelian', writers: 'chain', csv: true,
    fields: [{ name: 'kode_kondisi', kind: 'text', key: true, maxLength: 20 }, { name: 'nama_kondisi', kind: 'text', maxLength: 100 }],
  },
  supplier: {
    id: 'supplier', path: '/master-supplier', messages: 'katalog', entity: 'supplier', writers: 'chain', csv: true,
    fields: [
      { name: 'kode_supplier', kind: 'text', key: true, maxLength: 20 },
      { name: 'nama_supplier', kind: 'text', maxLength: 100 },
      { name: 'alamat', kind: 'text', maxLength: 200, optional: true },
      { name: 'no_hp', kind: 'text', maxLength: 20, optional: true },
    ],
  },
  'harga-emas': {
    id: 'harga-emas', path: '/master-parameter-harga-emas', messages: 'katalog', entity: 'hargaEmas', writers: 'chain', csv: true, editOnly: true,
    reloadAfterSave: 3000,
    fields: [
      { name: 'kode_dept', kind: 'text', key: true, maxLength: 20 },
      { name: 'nama_dept', kind: 'text', display: true },
      { name: 'harga_jual', kind: 'money' },
      { name: 'harga_beli', kind: 'money' },
      { name: 'berlaku_sejak', kind: 'text', display: true },
      { name: 'diubah_oleh', kind: 'text', display: true },
    ],
  },
  ongkos: {
    id: 'ongkos', path: '/parameter-ongkos', messages: 'katalog', entity: 'ongkos', writers: 'chain', csv: true, compoundKey: ['kode_group', 'kode_dept'],
    fields: [
      { name: 'kode_group', kind: 'select', options: 'groupBarang', fixedInEdit: true },
      { name: 'kode_dept', kind: 'select', options: 'jenis', fixedInEdit: true },
      { name: 'ongkos', kind: 'money' },
    ],
  },
  // Pawn loans (issue 27): the conditions of pledged items and the chain's lending parameters.
  tukang: {
    id: 'tukang', path: '/master-tukang', messages: 'katalog', entity: 'tukang', writers: 'chain', csv: true,
    fields: [
      { name: 'kode_tukang', kind: 'text', key: true, maxLength: 20 },
      { name: 'nama_tukang', kind: 'text', maxLength: 100 },
      { name: 'no_hp', kind: 'text', maxLength: 20, optional: true },
    ],
  },
  // The descriptions a repair piece picks from where PARAMETER_DESKRIPSI_SERVICE_MODULE is on (issue 28).
  'deskripsi-service': {
    id: 'deskripsi-service', path: '/parameter-deskripsi-service', messages: 'masters', writers: 'chain', csv: true,
    fields: [{ name: 'kode_deskripsi', kind: 'text', key: true, maxLength: 20 }, { name: 'deskripsi', kind: 'text', maxLength: 100 }],
  },
  'kondisi-pinjaman': {
    id: 'kondisi-pinjaman', path: '/master-kondisi-pinjaman', messages: 'katalog', entity: 'kondisiPinjaman', writers: 'chain', csv: true,
    fields: [{ name: 'kode_kondisi', kind: 'text', key: true, maxLength: 20 }, { name: 'nama_kondisi', kind: 'text', maxLength: 100 }],
  },
  'bunga-hutang': {
    id: 'bunga-hutang', path: '/parameter-bunga-hutang', messages: 'masters', writers: 'chain', generatedKey: true,
    fields: [
      { name: 'no', kind: 'text', key: true, display: true },
      { name: 'jumlah_dari', kind: 'money', zeroAllowed: true },
      { name: 'jumlah_sampai', kind: 'money' },
      { name: 'hari_dari', kind: 'number', decimals: 0, positive: true, max: LOAN_BAND_MAX_DAYS },
      { name: 'hari_sampai', kind: 'number', decimals: 0, positive: true, max: LOAN_BAND_MAX_DAYS },
      { name: 'bunga', kind: 'number', decimals: 2, max: 100, percent: true },
    ],
  },
  'plafond-hutang': {
    id: 'plafond-hutang', path: '/parameter-plafond-hutang', messages: 'masters', writers: 'chain', generatedKey: true,
    fields: [
      { name: 'no', kind: 'text', key: true, display: true },
      { name: 'kadar_dari', kind: 'number', decimals: 2, max: 100, invalidKey: 'hutangKadarInvalid' },
      { name: 'kadar_sampai', kind: 'number', decimals: 2, max: 100, invalidKey: 'hutangKadarInvalid' },
      { name: 'persen', kind: 'number', decimals: 2, max: 100, percent: true },
    ],
  },
  'hutang-pokok': {
    id: 'hutang-pokok', path: '/parameter-hutang-pokok', messages: 'masters', writers: 'chain',
    fields: [
      { name: 'kode_dept', kind: 'select', options: 'jenis', key: true },
      { name: 'nama_dept', kind: 'text', display: true },
      { name: 'nominal_per_gram', kind: 'money' },
    ],
  },
};

export const COMPOUND_KEY_SEPARATOR = ' / ';
/** The field naming a row: its key field, or `kode` (the compound key's parts joined) for a compound key. */
export const keyFieldOf = (id: MasterId) => (MASTERS[id].compoundKey ? 'kode' : MASTERS[id].fields.find((field) => field.key)!.name);
/** The key of the row a form's value describes. */
export const keyOfValue = (id: MasterId, value: Record<string, unknown>) =>
  MASTERS[id].compoundKey?.map((name) => String(value[name])).join(COMPOUND_KEY_SEPARATOR) ?? String(value[keyFieldOf(id)]);
/** The fields the form asks (the list-only ones left out). */
export const formFieldsOf = (id: MasterId) => MASTERS[id].fields.filter((field) => !field.display);
export const imageFieldsOf = (id: MasterId) => MASTERS[id].fields.filter((field) => field.kind === 'image' || field.kind === 'images');

/** An upload field: a chosen file in the browser and on the server; an empty file input means "none chosen". */
export const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File && value.size > 0;
/** Repeated form fields arrive as an array, a single one as a value, none as undefined. */
export const asList = (value: unknown): unknown[] => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]);

/** Hashtags are edited as "#22K, #24K" (or sent as a list by the app) and stored as ["22K", "24K"]. */
export function parseHashtags(value: unknown): string[] {
  const parts = asList(value).flatMap((part) => String(part).split(','));
  return [...new Set(parts.map((part) => part.replace(/#/g, '').trim()).filter(Boolean))];
}
export const formatHashtags = (tags: readonly string[]) => tags.map((tag) => `#${tag}`).join(', ');

/** The field listing which stored images an edit keeps (`gambar_keep`). */
export const keepFieldOf = (name: string) => `${name}_keep`;

export type MasterRow = Record<string, string | number | boolean | string[]>;
/**
 * What the service stores: the schema's values, and for an image field its stored key as `<field>_path` and its original
 * name as `<field>_name` (lists of both for an image list).
 */
export type MasterValue = Record<string, string | number | boolean | string[] | undefined>;
export type MasterOptions = Partial<Record<NonNullable<MasterField['options']>, { value: string; label: string }[]>>;
