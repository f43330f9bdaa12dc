import { boolean, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { audit } from '../../lib/db/schema/columns';
import { users } from '../../lib/db/schema/shop';

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
