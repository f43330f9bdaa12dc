import { bigint, date, index, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { audit } from '../../lib/db/schema/columns';
import { toko } from '../../lib/db/schema/shop';

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
