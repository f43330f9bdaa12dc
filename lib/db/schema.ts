import { boolean, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const audit = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: varchar('created_by', { length: 30 }).notNull().default('SYSTEM'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: varchar('updated_by', { length: 30 }).notNull().default('SYSTEM'),
};

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
});

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
