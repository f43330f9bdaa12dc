import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { CanonicalSubject } from '../auth/otorisasi-subject';

const audit = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: varchar('created_by', { length: 30 }).notNull().default('SYSTEM'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: varchar('updated_by', { length: 30 }).notNull().default('SYSTEM'),
};

/** The customer of a counter document (sale, buyback), as typed at the counter; the phone gets the WhatsApp invoice. */
const counterParty = () => ({
  namaCustomer: varchar('nama_customer', { length: 100 }).notNull().default(''),
  alamatCustomer: varchar('alamat_customer', { length: 200 }).notNull().default(''),
  noHpCustomer: varchar('no_hp_customer', { length: 20 }).notNull().default(''),
});

/**
 * (Both are functions: a column builder belongs to one table.)
 * What happens to a counter document after it is posted: its ledgers' entries, validation by a supervisor, cancellation
 * (same day only, with a reason and an approver, reversed on both ledgers) and the slips printed.
 */
const counterLifecycle = () => ({
  /** AKTIF, or BATAL once cancelled. */
  status: varchar('status', { length: 10 }).notNull().default('AKTIF'),
  idempotencyKey: varchar('idempotency_key', { length: 80 }).unique(),
  jurnalId: bigint('jurnal_id', { mode: 'number' }),
  stokDokumenId: bigint('stok_dokumen_id', { mode: 'number' }),
  divalidasiOleh: varchar('divalidasi_oleh', { length: 30 }),
  divalidasiAt: timestamp('divalidasi_at', { withTimezone: true }),
  alasanBatal: varchar('alasan_batal', { length: 200 }),
  dibatalkanOleh: varchar('dibatalkan_oleh', { length: 30 }),
  batalDisetujuiOleh: varchar('batal_disetujui_oleh', { length: 30 }),
  dibatalkanAt: timestamp('dibatalkan_at', { withTimezone: true }),
  jurnalBatalId: bigint('jurnal_batal_id', { mode: 'number' }),
  stokDokumenBatalId: bigint('stok_dokumen_batal_id', { mode: 'number' }),
  /** Notas printed, every form together. */
  dicetak: integer('dicetak').notNull().default(0),
  /**
   * Prints per form (thermal slip, PDF slip, A4): the first of each comes with the document; a second of the same form
   * is a reprint a supervisor authorizes.
   */
  dicetakThermal: integer('dicetak_thermal').notNull().default(0),
  dicetakSlipPdf: integer('dicetak_slip_pdf').notNull().default(0),
  dicetakA4: integer('dicetak_a4').notNull().default(0),
});

/** A shop of the installation: the head office (app type PUSAT) or a branch. */
export const toko = pgTable('toko', {
  kodeToko: varchar('kode_toko', { length: 20 }).primaryKey(),
  namaToko: varchar('nama_toko', { length: 100 }).notNull(),
  alamatToko: text('alamat_toko').notNull().default(''),
  noWhatsapp: varchar('no_whatsapp', { length: 20 }).notNull().default(''),
  appType: varchar('app_type', { length: 10 }).notNull().default('CABANG'),
  portal: text('portal'),
  ...audit,
});

export const users = pgTable('users', {
  userId: varchar('user_id', { length: 30 }).primaryKey(),
  namaUser: varchar('nama_user', { length: 100 }).notNull().default(''),
  level: varchar('level', { length: 10 }).notNull(),
  kodeToko: varchar('kode_toko', { length: 20 })
    .notNull()
    .references(() => toko.kodeToko),
  passwordHash: text('password_hash').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** Raised when the password changes or the user is disabled: sealed sessions carrying an older value end. */
  sessionVersion: integer('session_version').notNull().default(1),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  ...audit,
}, (t) => [
  // The users list pages in SQL within a shop: by its own order, or by name.
  index('users_toko_user').on(t.kodeToko, t.userId),
  index('users_toko_nama').on(t.kodeToko, t.namaUser, t.userId),
  // The list's search (ILIKE '%q%' in each column) through trigrams, one column or all of them (pg_trgm, 0015).
  index('users_search').using('gin', t.userId.op('gin_trgm_ops'), t.namaUser.op('gin_trgm_ops'), t.level.op('gin_trgm_ops'), t.kodeToko.op('gin_trgm_ops')),
]);

/** Module flags and system variables (para-system): key/value. */
export const paraSystem = pgTable('para_system', {
  key: varchar('key', { length: 80 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: audit.updatedAt,
  updatedBy: audit.updatedBy,
});

/** Which menu entries a level sees (is_show); a missing row means shown. */
export const hakAksesLevel = pgTable(
  'hak_akses_level',
  {
    level: varchar('level', { length: 10 }).notNull(),
    menuKey: varchar('menu_key', { length: 80 }).notNull(),
    isShow: boolean('is_show').notNull(),
    updatedAt: audit.updatedAt,
    updatedBy: audit.updatedBy,
  },
  (t) => [primaryKey({ columns: [t.level, t.menuKey] })],
);

/** Per-user overrides of the level's access rows. */
export const hakAksesUser = pgTable(
  'hak_akses_user',
  {
    userId: varchar('user_id', { length: 30 })
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    menuKey: varchar('menu_key', { length: 80 }).notNull(),
    isShow: boolean('is_show').notNull(),
    updatedAt: audit.updatedAt,
    updatedBy: audit.updatedBy,
  },
  (t) => [primaryKey({ columns: [t.userId, t.menuKey] })],
);

/** Failed-login counters per account ("user:<id>") and per address ("ip:<addr>"). */
export const loginThrottle = pgTable('login_throttle', {
  key: varchar('key', { length: 120 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * One row per signed-in browser or API token. The sealed cookie carries the id; a session whose row is revoked
 * (logout, password change) or missing ends at its next request.
 */
export const userSession = pgTable('user_session', {
  sid: varchar('sid', { length: 64 }).primaryKey(),
  userId: varchar('user_id', { length: 30 }).notNull().references(() => users.userId, { onDelete: 'cascade' }),
  kind: varchar('kind', { length: 10 }).notNull().default('WEB'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('user_session_user_idx').on(t.userId)]);

/**
 * A shop's registered fingerprint reader: the only identity that may read supervisors' templates and post scans.
 * The reader authenticates with a secret shown once at registration; only its SHA-256 is kept.
 */
export const fingerprintReader = pgTable('fingerprint_reader', {
  id: serial('id').primaryKey(),
  kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
  namaReader: varchar('nama_reader', { length: 100 }).notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: varchar('created_by', { length: 30 }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

// ---- The shop's data behind the reports. Every transaction row carries its shop code. ----
// Money: bigint Rupiah (mode number: values stay far below 2^53). Weights: numeric(12,3) grams, read as strings.

export const sales = pgTable('sales', {
  kodeSales: varchar('kode_sales', { length: 20 }).primaryKey(),
  namaSales: varchar('nama_sales', { length: 100 }).notNull(),
  kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
  ...audit,
});

export const customer = pgTable('customer', {
  kodeCustomer: varchar('kode_customer', { length: 30 }).primaryKey(),
  namaCustomer: varchar('nama_customer', { length: 100 }).notNull(),
  alamatCustomer: text('alamat_customer').notNull().default(''),
  noHp: varchar('no_hp', { length: 20 }).notNull().default(''),
  kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
  ...audit,
});

/** Orders (pesanan): made to order; cancelled ones keep their row with status BATAL. */
export const pesanan = pgTable(
  'pesanan',
  {
    noPesanan: varchar('no_pesanan', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    kodeSales: varchar('kode_sales', { length: 20 }).notNull().references(() => sales.kodeSales),
    kodeCustomer: varchar('kode_customer', { length: 30 }).notNull().references(() => customer.kodeCustomer),
    tglPesanan: timestamp('tgl_pesanan', { withTimezone: true }).notNull(),
    totalBerat: numeric('total_berat', { precision: 12, scale: 3 }).notNull(),
    totalQty: integer('total_qty').notNull(),
    ongkos: bigint('ongkos', { mode: 'number' }).notNull(),
    totalHarga: bigint('total_harga', { mode: 'number' }).notNull(),
    jumlahBayar: bigint('jumlah_bayar', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    tglBatal: timestamp('tgl_batal', { withTimezone: true }),
    batalBy: varchar('batal_by', { length: 30 }),
    ...audit,
  },
  (t) => [index('pesanan_toko_tgl').on(t.kodeToko, t.tglPesanan), index('pesanan_toko_batal').on(t.kodeToko, t.tglBatal)],
);

export const pesananDetail = pgTable(
  'pesanan_detail',
  {
    id: serial('id').primaryKey(),
    noPesanan: varchar('no_pesanan', { length: 30 }).notNull().references(() => pesanan.noPesanan, { onDelete: 'cascade' }),
    deskripsi: text('deskripsi').notNull().default(''),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    ongkos: bigint('ongkos', { mode: 'number' }).notNull(),
    subTotal: bigint('sub_total', { mode: 'number' }).notNull(),
  },
  (t) => [index('pesanan_detail_no').on(t.noPesanan)],
);

/** Money deposits (titip uang) towards an order; cancelled ones keep their row with status BATAL. */
export const titipUang = pgTable(
  'titip_uang',
  {
    noTitip: varchar('no_titip', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    noPesanan: varchar('no_pesanan', { length: 30 }).notNull(),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull(),
    namaBarang: varchar('nama_barang', { length: 100 }).notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    hargaJual: bigint('harga_jual', { mode: 'number' }).notNull(),
    ongkos: bigint('ongkos', { mode: 'number' }).notNull(),
    hargaTotal: bigint('harga_total', { mode: 'number' }).notNull(),
    dpRp: bigint('dp_rp', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('AKTIF'),
    tglBatal: timestamp('tgl_batal', { withTimezone: true }),
    ...audit,
  },
  (t) => [index('titip_uang_toko_batal').on(t.kodeToko, t.tglBatal)],
);

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

/** Price tags (bandrol) an item can carry. */
export const bandrol = pgTable('bandrol', {
  kodeBandrol: varchar('kode_bandrol', { length: 20 }).primaryKey(),
  namaBandrol: varchar('nama_bandrol', { length: 100 }).notNull(),
  ...audit,
});

/** Conditions of gold bought back from customers (master-kondisi-pembelian): BAGUS, KUSAM, RUSAK, PATAH… */
export const kondisiPembelian = pgTable('kondisi_pembelian', {
  kodeKondisi: varchar('kode_kondisi', { length: 20 }).primaryKey(),
  namaKondisi: varchar('nama_kondisi', { length: 100 }).notNull(),
  ...audit,
});

/** Conditions an item can be in (master-kondisi-barang). */
export const kondisiBarang = pgTable('kondisi_barang', {
  kodeKondisi: varchar('kode_kondisi', { length: 20 }).primaryKey(),
  namaKondisi: varchar('nama_kondisi', { length: 100 }).notNull(),
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

/** The last number given per shop, kind of document and day (lib/documents/next-number.ts). */
export const nomorDokumen = pgTable(
  'nomor_dokumen',
  {
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    jenisDokumen: varchar('jenis_dokumen', { length: 30 }).notNull(),
    tanggal: date('tanggal').notNull(),
    terakhir: integer('terakhir').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kodeToko, t.jenisDokumen, t.tanggal] })],
);

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

/**
 * A buyback (pembelian): the shop buys gold from a customer and pays in cash or by transfer. Its lines are
 * pembelian_detail; posting writes its journal entry and its stock document in the same transaction (decision 020).
 */
export const pembelian = pgTable(
  'pembelian',
  {
    noFakturBeli: varchar('no_faktur_beli', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull(),
    kodeSales: varchar('kode_sales', { length: 20 }).notNull().references(() => sales.kodeSales),
    ...counterParty(),
    totalBerat: numeric('total_berat', { precision: 12, scale: 3 }).notNull(),
    totalHarga: bigint('total_harga', { mode: 'number' }).notNull(),
    bayarTunai: bigint('bayar_tunai', { mode: 'number' }).notNull().default(0),
    bayarTransfer: bigint('bayar_transfer', { mode: 'number' }).notNull().default(0),
    noRekeningTransfer: varchar('no_rekening_transfer', { length: 30 }).references(() => rekening.noRekening),
    ...counterLifecycle(),
    ...audit,
  },
  (t) => [
    index('pembelian_toko_tgl').on(t.kodeToko, t.tanggal),
    check('pembelian_dibayar', sql`${t.bayarTunai} >= 0 and ${t.bayarTransfer} >= 0 and ${t.bayarTunai} + ${t.bayarTransfer} = ${t.totalHarga}`),
  ],
);

/** One item bought back: the shop's own sold item (kelompok TOKO, with its sale) or an outside one (LUAR). */
export const pembelianDetail = pgTable(
  'pembelian_detail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noFakturBeli: varchar('no_faktur_beli', { length: 30 }).notNull().references(() => pembelian.noFakturBeli),
    urutan: smallint('urutan').notNull(),
    /** The item as it entered stock (its own barcode for an own item, a new one for an outside item). */
    kodeBarcode: varchar('kode_barcode', { length: 30 }).references(() => barang.kodeBarcode),
    /** The sale the item came from, for an own item. */
    noFakturJual: varchar('no_faktur_jual', { length: 30 }),
    kondisi: varchar('kondisi', { length: 30 }).notNull(),
    kelompokHarga: varchar('kelompok_harga', { length: 20 }).notNull(),
    kodeGroup: varchar('kode_group', { length: 20 }).notNull().references(() => groupBarang.kodeGroup),
    kodeDept: varchar('kode_dept', { length: 20 }).references(() => jenis.kodeDept),
    namaBarang: varchar('nama_barang', { length: 100 }).notNull(),
    /** The market gold price per gram for this item's karat on the day. */
    hargaEmas: bigint('harga_emas', { mode: 'number' }).notNull(),
    /** The buying price per gram the line was priced with (Parameter Harga Beli). */
    hargaBeliPerGram: bigint('harga_beli_per_gram', { mode: 'number' }).notNull().default(0),
    beratNota: numeric('berat_nota', { precision: 12, scale: 3 }).notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    hargaNota: bigint('harga_nota', { mode: 'number' }).notNull(),
    /** The price the formula gave, rounded to the purchase step, before any change by the cashier. */
    hargaHitung: bigint('harga_hitung', { mode: 'number' }).notNull().default(0),
    pembulatan: integer('pembulatan').notNull().default(0),
    pembulatanKebawah: boolean('pembulatan_kebawah').notNull().default(false),
    harga: bigint('harga', { mode: 'number' }).notNull(),
    /** Who approved a price above the limit or a weight beyond the tolerance. */
    disetujuiOleh: varchar('disetujui_oleh', { length: 30 }),
    /** Where it went: a tray (BAKI) or scrap waiting to be melted (HANCUR). */
    tujuan: varchar('tujuan', { length: 10 }).notNull().default('BAKI'),
  },
  (t) => [
    uniqueIndex('pembelian_detail_urutan').on(t.noFakturBeli, t.urutan),
    index('pembelian_detail_barcode').on(t.kodeBarcode),
    check('pembelian_detail_positif', sql`${t.berat} > 0 and ${t.harga} >= 0 and ${t.beratNota} >= 0 and ${t.hargaNota} >= 0`),
  ],
);

/** Pawn loans (hutang); redeemed when tgl_lunas is set. bunga is % per month, bunga_rp the interest per day. */
export const hutang = pgTable(
  'hutang',
  {
    noFakturHutang: varchar('no_faktur_hutang', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    kodeCustomer: varchar('kode_customer', { length: 30 }).notNull().references(() => customer.kodeCustomer),
    kodeSales: varchar('kode_sales', { length: 20 }).notNull().references(() => sales.kodeSales),
    tglHutang: timestamp('tgl_hutang', { withTimezone: true }).notNull(),
    jumlahHutang: bigint('jumlah_hutang', { mode: 'number' }).notNull(),
    bunga: numeric('bunga', { precision: 5, scale: 2 }).notNull(),
    bungaRp: bigint('bunga_rp', { mode: 'number' }).notNull(),
    tglLunas: timestamp('tgl_lunas', { withTimezone: true }),
    ...audit,
  },
  (t) => [index('hutang_toko_lunas').on(t.kodeToko, t.tglLunas)],
);

export const hutangDetail = pgTable(
  'hutang_detail',
  {
    id: serial('id').primaryKey(),
    noFakturHutang: varchar('no_faktur_hutang', { length: 30 }).notNull().references(() => hutang.noFakturHutang, { onDelete: 'cascade' }),
    namaBarang: varchar('nama_barang', { length: 100 }).notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
  },
  (t) => [index('hutang_detail_no').on(t.noFakturHutang)],
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

/**
 * A sale (penjualan) per invoice: its lines are penjualan_detail; posting writes its journal entry and its stock
 * document in the same transaction (decision 020). total_harga = subtotal + ppn = what the payments cover.
 */
export const penjualan = pgTable(
  'penjualan',
  {
    noFakturJual: varchar('no_faktur_jual', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull(),
    kodeSales: varchar('kode_sales', { length: 20 }).notNull().references(() => sales.kodeSales),
    ...counterParty(),
    totalBerat: numeric('total_berat', { precision: 12, scale: 3 }).notNull(),
    /** The lines' prices added up. */
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    /** PPN rate in percent (0 when off; 1.1 or 1.65 under PMK 48/2023) and its amount. */
    ppnPersen: numeric('ppn_persen', { precision: 5, scale: 2 }).notNull().default('0'),
    ppn: bigint('ppn', { mode: 'number' }).notNull().default(0),
    totalHarga: bigint('total_harga', { mode: 'number' }).notNull(),
    /** Cash applied to the sale (what the customer handed over minus the change), transfer and card. */
    bayarTunai: bigint('bayar_tunai', { mode: 'number' }).notNull().default(0),
    uangDiterima: bigint('uang_diterima', { mode: 'number' }).notNull().default(0),
    bayarTransfer: bigint('bayar_transfer', { mode: 'number' }).notNull().default(0),
    noRekeningTransfer: varchar('no_rekening_transfer', { length: 30 }).references(() => rekening.noRekening),
    bayarKartu: bigint('bayar_kartu', { mode: 'number' }).notNull().default(0),
    noRekeningKartu: varchar('no_rekening_kartu', { length: 30 }).references(() => rekening.noRekening),
    ...counterLifecycle(),
    ...audit,
  },
  (t) => [
    index('penjualan_toko_tgl').on(t.kodeToko, t.tanggal),
    check('penjualan_total', sql`${t.totalHarga} = ${t.subtotal} + ${t.ppn} and ${t.ppn} >= 0 and ${t.subtotal} >= 0`),
    check('penjualan_dibayar', sql`${t.bayarTunai} >= 0 and ${t.bayarTransfer} >= 0 and ${t.bayarKartu} >= 0
      and ${t.bayarTunai} + ${t.bayarTransfer} + ${t.bayarKartu} = ${t.totalHarga} and ${t.uangDiterima} >= ${t.bayarTunai}`),
  ],
);

/** One item sold, with everything that made its price (a snapshot: prices and parameters change later). */
export const penjualanDetail = pgTable(
  'penjualan_detail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noFakturJual: varchar('no_faktur_jual', { length: 30 }).notNull().references(() => penjualan.noFakturJual),
    urutan: smallint('urutan').notNull(),
    kodeBarcode: varchar('kode_barcode', { length: 30 }).notNull().references(() => barang.kodeBarcode),
    namaBarang: varchar('nama_barang', { length: 200 }).notNull(),
    kodeGroup: varchar('kode_group', { length: 20 }).notNull(),
    kodeDept: varchar('kode_dept', { length: 20 }).notNull(),
    kadar: numeric('kadar', { precision: 5, scale: 2 }).notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    /** The jenis' sale price per gram in force at the sale (Parameter Harga Emas). */
    hargaPerGram: bigint('harga_per_gram', { mode: 'number' }).notNull(),
    ongkos: bigint('ongkos', { mode: 'number' }).notNull(),
    hargaTetap: boolean('harga_tetap').notNull(),
    pembulatan: integer('pembulatan').notNull(),
    pembulatanKebawah: boolean('pembulatan_kebawah').notNull(),
    /** What the formula (or the fixed price) gave, rounded. */
    hargaHitung: bigint('harga_hitung', { mode: 'number' }).notNull(),
    /** What the customer pays for the line; differs from harga_hitung when the cashier changed it. */
    hargaJual: bigint('harga_jual', { mode: 'number' }).notNull(),
    /** Who approved a changed price above the limit or below cost. */
    disetujuiOleh: varchar('disetujui_oleh', { length: 30 }),
  },
  (t) => [
    uniqueIndex('penjualan_detail_urutan').on(t.noFakturJual, t.urutan),
    index('penjualan_detail_barcode').on(t.kodeBarcode),
    check('penjualan_detail_positif', sql`${t.berat} > 0 and ${t.hargaJual} > 0 and ${t.hargaHitung} >= 0`),
  ],
);

/**
 * A shop's day, closed (tutup toko): once per shop and Jakarta day. Every journal entry and stock document of the
 * shop checks its day is still open under a shared lock the closing takes exclusively (lib/ledger/day-lock.ts).
 */
export const tutupToko = pgTable(
  'tutup_toko',
  {
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    tanggal: date('tanggal').notNull(),
    kasAwal: bigint('kas_awal', { mode: 'number' }).notNull(),
    kasMasuk: bigint('kas_masuk', { mode: 'number' }).notNull(),
    kasKeluar: bigint('kas_keluar', { mode: 'number' }).notNull(),
    kasAkhir: bigint('kas_akhir', { mode: 'number' }).notNull(),
    kasFisik: bigint('kas_fisik', { mode: 'number' }).notNull(),
    selisih: bigint('selisih', { mode: 'number' }).notNull(),
    /** The closing's figures as shown (per payment kind, per jenis of stock), kept as they were. */
    rincian: jsonb('rincian').notNull(),
    jurnalSelisihId: bigint('jurnal_selisih_id', { mode: 'number' }).references(() => jurnal.id),
    disetujuiOleh: varchar('disetujui_oleh', { length: 30 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull().unique(),
    createdBy: varchar('created_by', { length: 30 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kodeToko, t.tanggal] }), check('tutup_toko_selisih', sql`${t.selisih} = ${t.kasFisik} - ${t.kasAkhir}`)],
);

/** Repairs and cleaning (service) per ticket. */
export const service = pgTable(
  'service',
  {
    noService: varchar('no_service', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull(),
    totalBerat: numeric('total_berat', { precision: 12, scale: 3 }).notNull(),
    totalHarga: bigint('total_harga', { mode: 'number' }).notNull(),
    ...audit,
  },
  (t) => [index('service_toko_tgl').on(t.kodeToko, t.tanggal)],
);

/** Loyalty members; the dashboard lists today's birthdays. */
export const member = pgTable('member', {
  kodeMember: varchar('kode_member', { length: 30 }).primaryKey(),
  kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
  namaMember: varchar('nama_member', { length: 100 }).notNull(),
  tglLahir: date('tgl_lahir').notNull(),
  noHp: varchar('no_hp', { length: 20 }).notNull().default(''),
  ...audit,
});

// ---- Money: a double-entry ledger. Entries are never edited; a mistake is corrected by a reversing entry. ----

/** Chart of accounts (akuns). Cash has one account per shop; each bank account (rekening) has its own. */
export const akun = pgTable('akun', {
  nomorAkun: varchar('nomor_akun', { length: 30 }).primaryKey(),
  namaAkun: varchar('nama_akun', { length: 100 }).notNull(),
  /** ASET, KEWAJIBAN, MODAL, PENDAPATAN, BEBAN. */
  jenis: varchar('jenis', { length: 20 }).notNull(),
  kodeToko: varchar('kode_toko', { length: 20 }).references(() => toko.kodeToko),
  ...audit,
});

export const bank = pgTable('bank', {
  kodeBank: varchar('kode_bank', { length: 20 }).primaryKey(),
  namaBank: varchar('nama_bank', { length: 100 }).notNull(),
  ...audit,
});

export const rekening = pgTable('rekening', {
  noRekening: varchar('no_rekening', { length: 30 }).primaryKey(),
  namaRekening: varchar('nama_rekening', { length: 100 }).notNull(),
  kodeBank: varchar('kode_bank', { length: 20 }).notNull().references(() => bank.kodeBank),
  kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
  nomorAkun: varchar('nomor_akun', { length: 30 }).notNull().references(() => akun.nomorAkun),
  ...audit,
});

/** Journal parameters (para-akun-transaksi): for a transaction kind, which account each line posts to. */
export const paraAkunTransaksi = pgTable(
  'para_akun_transaksi',
  {
    trx: varchar('trx', { length: 50 }).notNull(),
    type: varchar('type', { length: 30 }).notNull(),
    /** The line's role in the transaction (ASAL, TUJUAN, KAS, BANK, …). */
    kodeAkun: varchar('kode_akun', { length: 30 }).notNull(),
    /** D (debit) or K (kredit). */
    jenisAkun: varchar('jenis_akun', { length: 1 }).notNull(),
    /** A fixed account; null means the account the transaction names for this role (a chosen bank account, the shop's cash). */
    nomorAkun: varchar('nomor_akun', { length: 30 }).references(() => akun.nomorAkun),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.trx, t.type, t.kodeAkun] })],
);

/** A journal entry; its lines balance (checked by a deferred trigger) and neither is ever updated or deleted. */
export const jurnal = pgTable(
  'jurnal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noJurnal: varchar('no_jurnal', { length: 40 }).notNull().unique(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    trx: varchar('trx', { length: 50 }).notNull(),
    kategori: varchar('kategori', { length: 30 }),
    keterangan: text('keterangan').notNull().default(''),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull().defaultNow(),
    /** A create sent twice with the same key posts once. */
    idempotencyKey: varchar('idempotency_key', { length: 80 }).unique(),
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdBy: varchar('created_by', { length: 30 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jurnal_toko_tgl').on(t.kodeToko, t.tanggal),
    // Mutasi Uang Bank / Cash page a shop's entries of one transaction, newest first.
    index('jurnal_toko_trx_id').on(t.kodeToko, t.trx, t.id),
  ],
);

export const jurnalDetail = pgTable(
  'jurnal_detail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jurnalId: bigint('jurnal_id', { mode: 'number' }).notNull().references(() => jurnal.id),
    nomorAkun: varchar('nomor_akun', { length: 30 }).notNull().references(() => akun.nomorAkun),
    debit: bigint('debit', { mode: 'number' }).notNull().default(0),
    kredit: bigint('kredit', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('jurnal_detail_jurnal').on(t.jurnalId), index('jurnal_detail_akun').on(t.nomorAkun)],
);

/** Each account's balance (debit minus kredit), kept in the same transaction as the lines that move it. */
export const saldoAkun = pgTable('saldo_akun', {
  nomorAkun: varchar('nomor_akun', { length: 30 }).primaryKey().references(() => akun.nomorAkun),
  saldo: bigint('saldo', { mode: 'number' }).notNull().default(0),
});

/** Transaction categories (master kode transaksi): the kategori of a money transfer. */
export const kodeTransaksi = pgTable('kode_transaksi', {
  kodeTransaksi: varchar('kode_transaksi', { length: 30 }).primaryKey(),
  namaTransaksi: varchar('nama_transaksi', { length: 100 }).notNull(),
  /** The account Uang Kas / Uang Bank posts against for this category (an expense or other income); null: not offered there. */
  nomorAkun: varchar('nomor_akun', { length: 30 }).references(() => akun.nomorAkun),
  ...audit,
});

/** Purchase-price parameter (para-harga-beli): a price code and its buying price per gram. */
export const paraHargaBeli = pgTable('para_harga_beli', {
  kodeHarga: varchar('kode_harga', { length: 30 }).primaryKey(),
  hargaPerGram: bigint('harga_per_gram', { mode: 'number' }).notNull(),
  ...audit,
});

/**
 * Money a branch sends to head office (kirim uang pusat): posted out of the branch's cash into cash in transit when
 * sent, and out of transit into head office's cash when received, once.
 */
export const kirimUang = pgTable(
  'kirim_uang',
  {
    nomorReferensi: varchar('nomor_referensi', { length: 40 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    keterangan: text('keterangan').notNull().default(''),
    /** OPEN until head office records the reception, then DONE. */
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull().defaultNow(),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull().unique(),
    jurnalKirimId: bigint('jurnal_kirim_id', { mode: 'number' }).notNull().references(() => jurnal.id),
    jurnalTerimaId: bigint('jurnal_terima_id', { mode: 'number' }).references(() => jurnal.id),
    createdBy: varchar('created_by', { length: 30 }).notNull(),
    receivedBy: varchar('received_by', { length: 30 }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Copies of the receipt printed: the first comes with the sending, each later one is a reprint a supervisor authorizes. */
    dicetak: integer('dicetak').notNull().default(0),
  },
  (t) => [
    index('kirim_uang_toko_tgl').on(t.kodeToko, t.tanggal),
    // Terima Uang Kas pages the transfers still to be received, newest first.
    index('kirim_uang_status_tgl').on(t.status, t.tanggal, t.nomorReferensi),
  ],
);

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

// ---- Supervisor authorization (§2.6): QR requests, fingerprint templates, grants and the log of every decision. ----

/**
 * An authorization asked of a supervisor: by QR (the request waits OPEN for a decision from the authenticator app or the
 * approval page) or answered at once (manual, fingerprint). A granted row is a one-time pass for `fitur`, used by the
 * action it guards within a few minutes (`usedAt`); every row, granted or refused, is the authorization log.
 */
export const otorisasi = pgTable(
  'otorisasi',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keystore: varchar('keystore', { length: 12 }).notNull().unique(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    /** The shop code as the QR request's client: spaces as underscores. */
    client: varchar('client', { length: 40 }).notNull(),
    fitur: varchar('fitur', { length: 60 }).notNull(),
    clientNotes: varchar('client_notes', { length: 200 }).notNull().default(''),
    /** What the grant approves (lib/auth/otorisasi-subject.ts), in its canonical form; spending it compares it exactly. */
    subject: jsonb('subject').$type<CanonicalSubject>(),
    event: varchar('event', { length: 60 }).notNull().default('-'),
    mode: varchar('mode', { length: 12 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    keterangan: varchar('keterangan', { length: 200 }).notNull().default(''),
    /** Fingerprint: the supervisor chosen in the dialog, whose scan is awaited. */
    approver: varchar('approver', { length: 30 }).references(() => users.userId),
    inputBy: varchar('input_by', { length: 30 }).notNull().references(() => users.userId),
    inputDate: timestamp('input_date', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedBy: varchar('decided_by', { length: 30 }).references(() => users.userId),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('otorisasi_toko_tgl').on(t.kodeToko, t.inputDate), index('otorisasi_open').on(t.kodeToko, t.status)],
);

/** Fingerprint templates per user, as the reader sends them; matched through features/otorisasi/services/fingerprint-matcher.ts. */
export const userFingerprint = pgTable('user_fingerprint', {
  id: serial('id').primaryKey(),
  userId: varchar('user_id', { length: 30 }).notNull().references(() => users.userId),
  template: text('template').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * Validasi Non Tunai: a transfer or card payment (a sale's, a buyback's) or a line of the bank book (Uang Bank) that a
 * supervisor found on the bank's statement, once, with who and when and the amount he matched. Kept: a match is never
 * undone or changed (the screen offers no way, and the primary key refuses a second one).
 */
export const validasiNonTunai = pgTable(
  'validasi_non_tunai',
  {
    /** PENJUALAN_TRANSFER, PENJUALAN_KARTU, PEMBELIAN_TRANSFER or UANG_BANK. */
    sumber: varchar('sumber', { length: 20 }).notNull(),
    /** The sale's or buyback's nota number, or the bank book entry's journal number. */
    dokumen: varchar('dokumen', { length: 40 }).notNull(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    noRekening: varchar('no_rekening', { length: 30 }),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    cocokOleh: varchar('cocok_oleh', { length: 30 }).notNull(),
    cocokAt: timestamp('cocok_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sumber, t.dokumen] }), index('validasi_non_tunai_toko').on(t.kodeToko, t.cocokAt)],
);
