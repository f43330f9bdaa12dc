import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Failed-login counters per account ("user:<id>") and per address ("ip:<addr>"). */
export const loginThrottle = pgTable('login_throttle', {
  key: varchar('key', { length: 120 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});
