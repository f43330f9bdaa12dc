import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, counterParty } from '../../lib/db/schema/columns';
import { jenis } from '../../lib/db/schema/gram-ledger';
import { rekening } from '../../lib/db/schema/money-ledger';
import { customer, sales, toko } from '../../lib/db/schema/shop';

/**
 * Orders (pesanan): made to order. OPEN (taken, down payment in 2-1400) → TIBA (the pieces arrived, RESERVED on the
 * reservation shelf) → DIAMBIL (picked up: a sale, its JL number in no_penjualan), or BATAL (the down payment refunded
 * and/or forfeited). The demo's history rows (before issue 28) have a kode_customer and no payments; orders taken at
 * the counter have the customer as typed. total_harga is the estimate at ordering (the final price at pickup is in
 * harga_akhir); jumlah_bayar the money paid in so far (down payment and extra payments).
 */
export const pesanan = pgTable(
  'pesanan',
  {
    noPesanan: varchar('no_pesanan', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    kodeSales: varchar('kode_sales', { length: 20 }).notNull().references(() => sales.kodeSales),
    kodeCustomer: varchar('kode_customer', { length: 30 }).references(() => customer.kodeCustomer),
    ...counterParty(),
    /** When the customer wants it (the day promised). */
    tglTarget: date('tgl_target', { mode: 'string' }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    tglPesanan: timestamp('tgl_pesanan', { withTimezone: true }).notNull(),
    totalBerat: numeric('total_berat', { precision: 12, scale: 3 }).notNull(),
    totalQty: integer('total_qty').notNull(),
    ongkos: bigint('ongkos', { mode: 'number' }).notNull(),
    totalHarga: bigint('total_harga', { mode: 'number' }).notNull(),
    jumlahBayar: bigint('jumlah_bayar', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    tglBatal: timestamp('tgl_batal', { withTimezone: true }),
    batalBy: varchar('batal_by', { length: 30 }),
    batalDisetujuiOleh: varchar('batal_disetujui_oleh', { length: 30 }),
    alasanBatal: varchar('alasan_batal', { length: 200 }),
    /** When the pieces arrived (TIBA) and its TPS document. */
    tglTiba: timestamp('tgl_tiba', { withTimezone: true }),
    noTerima: varchar('no_terima', { length: 30 }),
    /** At pickup: when, the sale's JL number, and the final price (subtotal + PPN) from the real weights. */
    tglAmbil: timestamp('tgl_ambil', { withTimezone: true }),
    noPenjualan: varchar('no_penjualan', { length: 30 }),
    hargaAkhir: bigint('harga_akhir', { mode: 'number' }),
    ...audit,
  },
  (t) => [
    index('pesanan_toko_tgl').on(t.kodeToko, t.tglPesanan),
    index('pesanan_toko_batal').on(t.kodeToko, t.tglBatal),
    uniqueIndex('pesanan_idempotency_key').on(t.idempotencyKey),
    index('pesanan_toko_status').on(t.kodeToko, t.status, t.noPesanan),
    check('pesanan_status', sql`${t.status} in ('OPEN', 'TIBA', 'DIAMBIL', 'BATAL')`),
    check('pesanan_bayar_rentang', sql`${t.jumlahBayar} >= 0`),
  ],
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
    /** Orders taken at the counter (issue 28): the line's place, jenis, kadar, price rule and its snapshot. */
    urutan: smallint('urutan').notNull().default(1),
    kodeDept: varchar('kode_dept', { length: 20 }).references(() => jenis.kodeDept),
    kadar: numeric('kadar', { precision: 5, scale: 2 }),
    /** GRAM: the jenis' sale price per gram of the day × weight + ongkos (the estimate at ordering, the final at pickup
     *  from the real weight); TETAP: harga_tetap, whatever it weighs. */
    aturanHarga: varchar('aturan_harga', { length: 5 }).notNull().default('GRAM'),
    hargaTetap: bigint('harga_tetap', { mode: 'number' }),
    /** The price per gram the estimate was made with. */
    hargaPerGram: bigint('harga_per_gram', { mode: 'number' }),
    /** When the piece arrived: its barcode on the gram ledger and real weight; at pickup, the price per gram and the price. */
    kodeBarcode: varchar('kode_barcode', { length: 30 }),
    beratAsli: numeric('berat_asli', { precision: 12, scale: 3 }),
    hargaPerGramAkhir: bigint('harga_per_gram_akhir', { mode: 'number' }),
    hargaAkhir: bigint('harga_akhir', { mode: 'number' }),
  },
  (t) => [
    index('pesanan_detail_no').on(t.noPesanan),
    check('pesanan_detail_aturan', sql`${t.aturanHarga} in ('GRAM', 'TETAP') and (${t.aturanHarga} = 'GRAM' or ${t.hargaTetap} is not null)`),
  ],
);

/**
 * Money of an order, one row per movement of 2-1400 Uang Muka Pesanan: DP (the down payment, with the order) and
 * BAYAR (an extra payment) credit it; PAKAI (applied at pickup), REFUND (paid back at a cancellation) and HANGUS
 * (forfeited, to 4-9100) debit it. So an order's balance in 2-1400 is DP + BAYAR − PAKAI − REFUND − HANGUS, and a
 * shop's 2-1400 balance the sum over its orders. jumlah is always positive; its journal entry is the event's.
 */
export const pesananBayar = pgTable(
  'pesanan_bayar',
  {
    id: serial('id').primaryKey(),
    noBayar: varchar('no_bayar', { length: 30 }).notNull(),
    noPesanan: varchar('no_pesanan', { length: 30 }).notNull().references(() => pesanan.noPesanan),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    jenis: varchar('jenis', { length: 6 }).notNull(),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull(),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    bayarTunai: bigint('bayar_tunai', { mode: 'number' }).notNull().default(0),
    bayarTransfer: bigint('bayar_transfer', { mode: 'number' }).notNull().default(0),
    noRekeningTransfer: varchar('no_rekening_transfer', { length: 30 }).references(() => rekening.noRekening),
    jurnalId: bigint('jurnal_id', { mode: 'number' }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    ...audit,
  },
  (t) => [
    index('pesanan_bayar_no').on(t.noPesanan),
    index('pesanan_bayar_toko').on(t.kodeToko, t.tanggal),
    uniqueIndex('pesanan_bayar_key_jenis').on(t.idempotencyKey, t.jenis),
    check('pesanan_bayar_jenis', sql`${t.jenis} in ('DP', 'BAYAR', 'PAKAI', 'REFUND', 'HANGUS')`),
    check('pesanan_bayar_jumlah', sql`${t.jumlah} > 0 and ${t.bayarTunai} >= 0 and ${t.bayarTransfer} >= 0`),
  ],
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
