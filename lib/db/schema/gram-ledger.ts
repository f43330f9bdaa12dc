// The gram ledger (lib/ledger/stock, migration 0017, decision 013): the items, their documents and entries, and the master lists an item row names.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit } from './columns';
import { toko } from './shop';

/** Departments (jenis, kode_dept): the kind of gold an item is made of. */
export const jenis = pgTable('jenis', {
  kodeDept: varchar('kode_dept', { length: 20 }).primaryKey(),
  namaDept: varchar('nama_dept', { length: 100 }).notNull(),
  /** Gold content in percent (75.00 for 18K). */
  kadar: numeric('kadar', { precision: 5, scale: 2 }).notNull(),
  /** The kadar as printed on labels and slips ("750", "17K"). */
  kadarCetak: varchar('kadar_cetak', { length: 20 }).notNull().default(''),
  ...audit,
});

/** Price tags (bandrol) an item can carry. */
export const bandrol = pgTable('bandrol', {
  kodeBandrol: varchar('kode_bandrol', { length: 20 }).primaryKey(),
  namaBandrol: varchar('nama_bandrol', { length: 100 }).notNull(),
  ...audit,
});

/** Suppliers of items (SUPPLIER_BARANG_MODULE). */
export const supplier = pgTable('supplier', {
  kodeSupplier: varchar('kode_supplier', { length: 20 }).primaryKey(),
  namaSupplier: varchar('nama_supplier', { length: 100 }).notNull(),
  alamat: varchar('alamat', { length: 200 }).notNull().default(''),
  noHp: varchar('no_hp', { length: 20 }).notNull().default(''),
  ...audit,
});

/** Item groups (kode_group): ring, necklace, bracelet, … */
export const groupBarang = pgTable('group_barang', {
  kodeGroup: varchar('kode_group', { length: 20 }).primaryKey(),
  namaGroup: varchar('nama_group', { length: 100 }).notNull(),
  ...audit,
});

/** Stock items, one row per piece, identified by its barcode. */
export const barang = pgTable(
  'barang',
  {
    kodeBarcode: varchar('kode_barcode', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    kodeGroup: varchar('kode_group', { length: 20 }).notNull().references(() => groupBarang.kodeGroup),
    kodeDept: varchar('kode_dept', { length: 20 }).notNull().references(() => jenis.kodeDept),
    kodeIntern: varchar('kode_intern', { length: 30 }).notNull(),
    namaBarang: varchar('nama_barang', { length: 100 }).notNull(),
    /** Gold weight: what the gram ledger counts and the counter prices by. */
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    /** Gross weight (with stones, clasps): what a scale reads when the tray is weighed; never below berat. */
    beratKotor: numeric('berat_kotor', { precision: 12, scale: 3 }).notNull(),
    size: varchar('size', { length: 20 }).notNull().default(''),
    kadar: numeric('kadar', { precision: 5, scale: 2 }).notNull(),
    /** With harga_tetap the sale price; otherwise the last price shown (weight × the day's price + ongkos). */
    hargaJual: bigint('harga_jual', { mode: 'number' }).notNull(),
    ongkos: bigint('ongkos', { mode: 'number' }).notNull().default(0),
    hargaTetap: boolean('harga_tetap').notNull().default(false),
    kodeBandrol: varchar('kode_bandrol', { length: 20 }).references(() => bandrol.kodeBandrol),
    kodeSupplier: varchar('kode_supplier', { length: 20 }).references(() => supplier.kodeSupplier),
    photoPath: text('photo_path'),
    kodeGudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kodeBaki: varchar('kode_baki', { length: 20 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('READY'),
    ...audit,
  },
  (t) => [
    index('barang_toko_dept').on(t.kodeToko, t.kodeDept, t.status),
    // The stock report pages a shop's ready items by price in SQL.
    index('barang_toko_status_harga').on(t.kodeToko, t.status, t.hargaJual, t.kodeBarcode),
    // Data Barang pages a shop's items by barcode, finds a barcode by its prefix (a scanner, a typed start) and a name
    // anywhere in it (trigrams); a new item's name is checked against the shop's ready items (decision 016).
    index('barang_toko_barcode').on(t.kodeToko, t.kodeBarcode),
    index('barang_barcode_prefix').on(t.kodeBarcode.op('varchar_pattern_ops')),
    index('barang_nama_search').using('gin', t.namaBarang.op('gin_trgm_ops')),
    index('barang_toko_nama_ready').on(t.kodeToko, sql`upper(${t.namaBarang})`).where(sql`${t.status} = 'READY'`),
  ],
);

// ---- The gram ledger (lib/ledger/stock, migration 0017, decision 013). ----

/**
 * A stock document (a receipt of goods, a move, a sale, a transfer to another shop, an opname adjustment): the
 * header of its entries. The idempotency key is unique, so a document sent twice posts once. Never updated or deleted.
 */
export const stokDokumen = pgTable(
  'stok_dokumen',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    jenisDokumen: varchar('jenis_dokumen', { length: 30 }).notNull(),
    noDokumen: varchar('no_dokumen', { length: 40 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull().unique(),
    jumlahMutasi: integer('jumlah_mutasi').notNull(),
    createdBy: varchar('created_by', { length: 30 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stok_dokumen_no').on(t.jenisDokumen, t.noDokumen), index('stok_dokumen_toko_tgl').on(t.kodeToko, t.createdAt)],
);

/**
 * One movement of one item (append-only). `dari_*` is where and what the item was, `ke_*` where and what it is after;
 * each entry names the entry before it for the same item (`sebelumnya_id`, unique: an item's history is one chain).
 * `kode_toko`, `qty` and `berat` are generated: the shop whose balance the entry moves and by how much (pieces −1/0/+1,
 * signed grams), from which side is in a stock state (READY).
 */
export const mutasiStok = pgTable(
  'mutasi_stok',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dokumenId: bigint('dokumen_id', { mode: 'number' }).notNull().references(() => stokDokumen.id),
    kodeBarcode: varchar('kode_barcode', { length: 30 }).notNull().references(() => barang.kodeBarcode),
    // The item's jenis (no foreign key of its own: every entry of an item has the jenis of its row, whose key holds it).
    kodeDept: varchar('kode_dept', { length: 20 }).notNull(),
    jenisMutasi: varchar('jenis_mutasi', { length: 20 }).notNull(),
    sebelumnyaId: bigint('sebelumnya_id', { mode: 'number' }).unique(),
    dariToko: varchar('dari_toko', { length: 20 }),
    dariGudang: varchar('dari_gudang', { length: 20 }),
    dariBaki: varchar('dari_baki', { length: 20 }),
    dariStatus: varchar('dari_status', { length: 10 }),
    dariBerat: numeric('dari_berat', { precision: 12, scale: 3 }),
    keToko: varchar('ke_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    keGudang: varchar('ke_gudang', { length: 20 }).notNull(),
    keBaki: varchar('ke_baki', { length: 20 }).notNull(),
    keStatus: varchar('ke_status', { length: 10 }).notNull(),
    keBerat: numeric('ke_berat', { precision: 12, scale: 3 }).notNull(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().generatedAlwaysAs(
      sql`case when stok_dihitung(ke_status) then ke_toko else coalesce(dari_toko, ke_toko) end`,
    ),
    qty: smallint('qty').notNull().generatedAlwaysAs(sql`stok_dihitung(ke_status)::int - stok_dihitung(dari_status)::int`),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull().generatedAlwaysAs(
      sql`case when stok_dihitung(ke_status) then ke_berat else 0 end - case when stok_dihitung(dari_status) then dari_berat else 0 end`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mutasi_stok_barcode').on(t.kodeBarcode, t.id),
    index('mutasi_stok_dokumen').on(t.dokumenId),
    index('mutasi_stok_toko_dept_tgl').on(t.kodeToko, t.kodeDept, t.createdAt),
    // An item enters the ledger once: one entry per item without a predecessor.
    uniqueIndex('mutasi_stok_awal').on(t.kodeBarcode).where(sql`sebelumnya_id is null`),
  ],
);

/** Per shop and jenis, the grams and pieces the shop holds in stock states; moved by every entry in its statement. */
export const saldoStok = pgTable(
  'saldo_stok',
  {
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    kodeDept: varchar('kode_dept', { length: 20 }).notNull().references(() => jenis.kodeDept),
    berat: numeric('berat', { precision: 15, scale: 3 }).notNull().default('0'),
    qty: integer('qty').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kodeToko, t.kodeDept] })],
);
