// The installation's shops, settings, staff and their sessions, document numbers, and the counter's parties (salespeople, customers).
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { audit } from './columns';

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
