import { bigint, index, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { audit } from '../../lib/db/schema/columns';
import { customer, sales, toko } from '../../lib/db/schema/shop';

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
