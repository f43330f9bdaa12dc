import { bigserial, index, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { CanonicalSubject } from '../../lib/auth/otorisasi-subject';
import { toko, users } from '../../lib/db/schema/shop';

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
