import { date, pgTable, varchar } from 'drizzle-orm/pg-core';
import { audit } from '../../lib/db/schema/columns';
import { toko } from '../../lib/db/schema/shop';

/** Loyalty members; the dashboard lists today's birthdays. */
export const member = pgTable('member', {
  kodeMember: varchar('kode_member', { length: 30 }).primaryKey(),
  kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
  namaMember: varchar('nama_member', { length: 100 }).notNull(),
  tglLahir: date('tgl_lahir').notNull(),
  noHp: varchar('no_hp', { length: 20 }).notNull().default(''),
  ...audit,
});
