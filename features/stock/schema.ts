import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, foreignKey, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit } from '../../lib/db/schema/columns';
import { barang, groupBarang, jenis, stokDokumen } from '../../lib/db/schema/gram-ledger';
import { toko } from '../../lib/db/schema/shop';

/** Warehouses (gudang) of a shop: the display, the safe, … A code is unique within its shop. */
export const gudang = pgTable(
  'gudang',
  {
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    kodeGudang: varchar('kode_gudang', { length: 20 }).notNull(),
    namaGudang: varchar('nama_gudang', { length: 100 }).notNull(),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.kodeToko, t.kodeGudang] })],
);

/** Trays (baki) of a shop, each in one warehouse; berat_baki is the empty tray's weight, taken off when it is weighed. */
export const baki = pgTable(
  'baki',
  {
    kodeToko: varchar('kode_toko', { length: 20 }).notNull(),
    kodeBaki: varchar('kode_baki', { length: 20 }).notNull(),
    kodeGudang: varchar('kode_gudang', { length: 20 }).notNull(),
    namaBaki: varchar('nama_baki', { length: 100 }).notNull(),
    beratBaki: numeric('berat_baki', { precision: 12, scale: 3 }).notNull().default('0'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.kodeToko, t.kodeBaki] }),
    foreignKey({ columns: [t.kodeToko, t.kodeGudang], foreignColumns: [gudang.kodeToko, gudang.kodeGudang] }),
    index('baki_gudang').on(t.kodeToko, t.kodeGudang),
  ],
);

/** Kadar list (master-kadar): the purities a shop names, with their percentage. */
export const kadar = pgTable('kadar', {
  kodeKadar: varchar('kode_kadar', { length: 20 }).primaryKey(),
  namaKadar: varchar('nama_kadar', { length: 100 }).notNull(),
  kadar: numeric('kadar', { precision: 5, scale: 2 }).notNull(),
  ...audit,
});

/** Conditions an item can be in (master-kondisi-barang). */
export const kondisiBarang = pgTable('kondisi_barang', {
  kodeKondisi: varchar('kode_kondisi', { length: 20 }).primaryKey(),
  namaKondisi: varchar('nama_kondisi', { length: 100 }).notNull(),
  ...audit,
});

/**
 * The gold price per gram of a jenis (master-parameter-harga-emas), sale and buy, as a history: a change is a new row,
 * never an edit; the price in force for a jenis is its latest row. The counter prices from it.
 */
export const hargaEmas = pgTable(
  'harga_emas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kodeDept: varchar('kode_dept', { length: 20 }).notNull().references(() => jenis.kodeDept),
    hargaJual: bigint('harga_jual', { mode: 'number' }).notNull(),
    hargaBeli: bigint('harga_beli', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: varchar('created_by', { length: 30 }).notNull(),
  },
  (t) => [index('harga_emas_dept').on(t.kodeDept, t.id)],
);

/** Making fee (ongkos) per piece for a group and jenis (parameter-ongkos): what a new item's ongkos defaults to. */
export const parameterOngkos = pgTable(
  'parameter_ongkos',
  {
    kodeGroup: varchar('kode_group', { length: 20 }).notNull().references(() => groupBarang.kodeGroup),
    kodeDept: varchar('kode_dept', { length: 20 }).notNull().references(() => jenis.kodeDept),
    ongkos: bigint('ongkos', { mode: 'number' }).notNull(),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.kodeGroup, t.kodeDept] })],
);

/** What makes an item's price that Data Barang may change (its weights and jenis move only through stock documents). */
export const ITEM_PRICE_FIELDS = ['harga_tetap', 'harga_jual', 'ongkos'] as const;

/**
 * The history of what made an item's price (issue 25, decision 026): one row per field a Data Barang edit changed,
 * with who changed it, when, the value before and after, and the supervisor whose grant approved it (null when the
 * user's level may change prices itself). Written in the edit's transaction; never edited or removed (append-only).
 */
export const riwayatHargaBarang = pgTable(
  'riwayat_harga_barang',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kodeBarcode: varchar('kode_barcode', { length: 30 }).notNull().references(() => barang.kodeBarcode),
    /** One of ITEM_PRICE_FIELDS. */
    kolom: varchar('kolom', { length: 20 }).notNull(),
    /** The stored value as text: whole Rupiah ("3000000"), or "true"/"false" for harga_tetap. */
    sebelum: text('sebelum').notNull(),
    sesudah: text('sesudah').notNull(),
    diubahOleh: varchar('diubah_oleh', { length: 30 }).notNull(),
    disetujuiOleh: varchar('disetujui_oleh', { length: 30 }),
    diubahPada: timestamp('diubah_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('riwayat_harga_barang_barcode').on(t.kodeBarcode, t.id),
    check('riwayat_harga_barang_kolom', sql`${t.kolom} in ('harga_tetap', 'harga_jual', 'ongkos')`),
  ],
);

/** Stock transfers (pindah barang) to a destination warehouse and tray, with the items moved. */
export const pindahBarang = pgTable(
  'pindah_barang',
  {
    noPindah: varchar('no_pindah', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull(),
    kodeGudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kodeBaki: varchar('kode_baki', { length: 20 }).notNull(),
    totalQty: integer('total_qty').notNull(),
    totalBerat: numeric('total_berat', { precision: 12, scale: 3 }).notNull(),
    inputBy: varchar('input_by', { length: 30 }).notNull(),
    ...audit,
  },
  (t) => [index('pindah_barang_toko_tgl').on(t.kodeToko, t.tanggal)],
);

export const pindahBarangDetail = pgTable(
  'pindah_barang_detail',
  {
    id: serial('id').primaryKey(),
    noPindah: varchar('no_pindah', { length: 30 }).notNull().references(() => pindahBarang.noPindah, { onDelete: 'cascade' }),
    kodeBarcode: varchar('kode_barcode', { length: 30 }).notNull().references(() => barang.kodeBarcode),
    keterangan: text('keterangan').notNull().default(''),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    size: varchar('size', { length: 20 }).notNull().default(''),
    qty: integer('qty').notNull().default(1),
    hargaJual: bigint('harga_jual', { mode: 'number' }).notNull(),
    tglSystem: timestamp('tgl_system', { withTimezone: true }).notNull(),
  },
  (t) => [index('pindah_barang_detail_no').on(t.noPindah)],
);

/**
 * Why items were destroyed (Hancur Data Barang): one row per HANCUR_BARANG document, with the reason and the supervisor
 * who approved it. The items and their scrap weight per jenis are the document's DESTROYED entries in mutasi_stok
 * (Laporan Hancur Barang joins them on dokumen_id; decision 016).
 */
export const hancurBarang = pgTable(
  'hancur_barang',
  {
    dokumenId: bigint('dokumen_id', { mode: 'number' }).primaryKey().references(() => stokDokumen.id),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    noDokumen: varchar('no_dokumen', { length: 40 }).notNull(),
    alasan: varchar('alasan', { length: 200 }).notNull(),
    disetujuiOleh: varchar('disetujui_oleh', { length: 30 }).notNull(),
    createdBy: varchar('created_by', { length: 30 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hancur_barang_toko_tgl').on(t.kodeToko, t.createdAt)],
);

/**
 * A tray weighing (/timbang-baki): started from the tray's READY items (PROSES), then saved with the scale's gross
 * reading as OK or SELISIH. berat_barang is the sum of the items' gross weights; the weighed net is berat_timbang minus
 * berat_baki; selisih is net minus berat_barang. One weighing in PROSES per tray.
 */
export const timbangBaki = pgTable(
  'timbang_baki',
  {
    noTimbang: varchar('no_timbang', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    kodeGudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kodeBaki: varchar('kode_baki', { length: 20 }).notNull(),
    beratBaki: numeric('berat_baki', { precision: 12, scale: 3 }).notNull(),
    jumlahBarang: integer('jumlah_barang').notNull(),
    beratBarang: numeric('berat_barang', { precision: 12, scale: 3 }).notNull(),
    beratTimbang: numeric('berat_timbang', { precision: 12, scale: 3 }),
    selisih: numeric('selisih', { precision: 12, scale: 3 }),
    toleransi: numeric('toleransi', { precision: 12, scale: 3 }).notNull(),
    /** PROSES while the tray is on the scale, then OK or SELISIH. */
    status: varchar('status', { length: 10 }).notNull().default('PROSES'),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull().defaultNow(),
    ditimbangAt: timestamp('ditimbang_at', { withTimezone: true }),
    ditimbangBy: varchar('ditimbang_by', { length: 30 }),
    ...audit,
  },
  (t) => [
    index('timbang_baki_toko_tgl').on(t.kodeToko, t.ditimbangAt),
    uniqueIndex('timbang_baki_proses').on(t.kodeToko, t.kodeBaki).where(sql`status = 'PROSES'`),
  ],
);

/** The items that were in the tray when its weighing started. */
export const timbangBakiDetail = pgTable(
  'timbang_baki_detail',
  {
    id: serial('id').primaryKey(),
    noTimbang: varchar('no_timbang', { length: 30 }).notNull().references(() => timbangBaki.noTimbang, { onDelete: 'cascade' }),
    kodeBarcode: varchar('kode_barcode', { length: 30 }).notNull().references(() => barang.kodeBarcode),
    namaBarang: varchar('nama_barang', { length: 100 }).notNull(),
    kodeBaki: varchar('kode_baki', { length: 20 }).notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    beratKotor: numeric('berat_kotor', { precision: 12, scale: 3 }).notNull(),
  },
  (t) => [index('timbang_baki_detail_no').on(t.noTimbang)],
);

// ---- Items sent to another shop of the chain (features/stock/moves, decision 017). ----

/**
 * A shipment of items from one shop to another (Kirim Barang). Its items are in TRANSIT (SENT entries) until the
 * receiving shop takes them into a tray (Penerimaan Barang). Status: DIKIRIM (on its way to kode_toko_tujuan),
 * DITERIMA (received), DIKEMBALIKAN (reception cancelled: on its way back to kode_toko), KEMBALI (back at the origin).
 */
export const kirimBarang = pgTable(
  'kirim_barang',
  {
    noKirim: varchar('no_kirim', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    kodeTokoTujuan: varchar('kode_toko_tujuan', { length: 20 }).notNull().references(() => toko.kodeToko),
    status: varchar('status', { length: 20 }).notNull().default('DIKIRIM'),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull(),
    totalQty: integer('total_qty').notNull(),
    totalBerat: numeric('total_berat', { precision: 12, scale: 3 }).notNull(),
    keterangan: text('keterangan').notNull().default(''),
    inputBy: varchar('input_by', { length: 30 }).notNull(),
    noTerima: varchar('no_terima', { length: 30 }),
    terimaGudang: varchar('terima_gudang', { length: 20 }),
    terimaBaki: varchar('terima_baki', { length: 20 }),
    terimaDokumenId: bigint('terima_dokumen_id', { mode: 'number' }),
    diterimaBy: varchar('diterima_by', { length: 30 }),
    diterimaAt: timestamp('diterima_at', { withTimezone: true }),
    noBatal: varchar('no_batal', { length: 30 }),
    batalBy: varchar('batal_by', { length: 30 }),
    batalApprovedBy: varchar('batal_approved_by', { length: 30 }),
    batalAt: timestamp('batal_at', { withTimezone: true }),
    ...audit,
  },
  (t) => [
    index('kirim_barang_tujuan_status').on(t.kodeTokoTujuan, t.status),
    index('kirim_barang_toko_tgl').on(t.kodeToko, t.tanggal),
    check('kirim_barang_status', sql`${t.status} in ('DIKIRIM', 'DITERIMA', 'DIKEMBALIKAN', 'KEMBALI')`),
    check('kirim_barang_dua_toko', sql`${t.kodeToko} <> ${t.kodeTokoTujuan}`),
  ],
);

export const kirimBarangDetail = pgTable(
  'kirim_barang_detail',
  {
    id: serial('id').primaryKey(),
    noKirim: varchar('no_kirim', { length: 30 }).notNull().references(() => kirimBarang.noKirim),
    kodeBarcode: varchar('kode_barcode', { length: 30 }).notNull().references(() => barang.kodeBarcode),
    keterangan: text('keterangan').notNull().default(''),
    kodeDept: varchar('kode_dept', { length: 20 }).notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    size: varchar('size', { length: 20 }).notNull().default(''),
    qty: integer('qty').notNull().default(1),
    hargaJual: bigint('harga_jual', { mode: 'number' }).notNull(),
    dariGudang: varchar('dari_gudang', { length: 20 }).notNull(),
    dariBaki: varchar('dari_baki', { length: 20 }).notNull(),
  },
  (t) => [index('kirim_barang_detail_no').on(t.noKirim), index('kirim_barang_detail_barcode').on(t.kodeBarcode)],
);

// ---- Stock opname (features/stock/opname, decision 019). ----

/**
 * A count of one tray or one whole warehouse (`kode_baki` ''): OPEN while scanning, CLOSED once (the missing items
 * posted as one ADJUSTED document, `dokumen_id`). One open count per place at a time.
 */
export const stockOpname = pgTable(
  'stock_opname',
  {
    noOpname: varchar('no_opname', { length: 40 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    kodeGudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kodeBaki: varchar('kode_baki', { length: 20 }).notNull().default(''),
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull().unique(),
    createdBy: varchar('created_by', { length: 30 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: varchar('closed_by', { length: 30 }),
    approvedBy: varchar('approved_by', { length: 30 }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    dokumenId: bigint('dokumen_id', { mode: 'number' }).references(() => stokDokumen.id),
  },
  (t) => [
    index('stock_opname_toko_tgl').on(t.kodeToko, t.createdAt),
    uniqueIndex('stock_opname_one_open').on(t.kodeToko, t.kodeGudang, t.kodeBaki).where(sql`status = 'OPEN'`),
  ],
);

/**
 * The items expected by a count: the READY items of its place when it started, with where they were and their grams.
 * `hasil` is written at close: FOUND, MISSING (adjusted to MISSING) or BERUBAH (sold or moved meanwhile: reported only).
 */
export const stockOpnameItem = pgTable(
  'stock_opname_item',
  {
    noOpname: varchar('no_opname', { length: 40 }).notNull().references(() => stockOpname.noOpname),
    kodeBarcode: varchar('kode_barcode', { length: 30 }).notNull().references(() => barang.kodeBarcode),
    kodeDept: varchar('kode_dept', { length: 20 }).notNull(),
    namaBarang: varchar('nama_barang', { length: 200 }).notNull().default(''),
    kodeGudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kodeBaki: varchar('kode_baki', { length: 20 }).notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    hasil: varchar('hasil', { length: 10 }),
  },
  (t) => [primaryKey({ columns: [t.noOpname, t.kodeBarcode] })],
);

/** Every barcode scanned in a count, once (a second scan of it, from any device, is the same row). */
export const stockOpnameScan = pgTable(
  'stock_opname_scan',
  {
    noOpname: varchar('no_opname', { length: 40 }).notNull().references(() => stockOpname.noOpname),
    kodeBarcode: varchar('kode_barcode', { length: 30 }).notNull(),
    scannedBy: varchar('scanned_by', { length: 30 }).notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noOpname, t.kodeBarcode] })],
);
