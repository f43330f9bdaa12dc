import { bigint, index, integer, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { audit } from '../../lib/db/schema/columns';
import { customer, sales, toko } from '../../lib/db/schema/shop';

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
