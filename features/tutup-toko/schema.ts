import { sql } from 'drizzle-orm';
import { bigint, check, date, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { jurnal } from '../../lib/db/schema/money-ledger';
import { toko } from '../../lib/db/schema/shop';

/**
 * A shop's day, closed (tutup toko): once per shop and Jakarta day. Every journal entry and stock document of the
 * shop checks its day is still open under a shared lock the closing takes exclusively (lib/ledger/day-lock.ts).
 */
export const tutupToko = pgTable(
  'tutup_toko',
  {
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    tanggal: date('tanggal').notNull(),
    kasAwal: bigint('kas_awal', { mode: 'number' }).notNull(),
    kasMasuk: bigint('kas_masuk', { mode: 'number' }).notNull(),
    kasKeluar: bigint('kas_keluar', { mode: 'number' }).notNull(),
    kasAkhir: bigint('kas_akhir', { mode: 'number' }).notNull(),
    kasFisik: bigint('kas_fisik', { mode: 'number' }).notNull(),
    selisih: bigint('selisih', { mode: 'number' }).notNull(),
    /** The closing's figures as shown (per payment kind, per jenis of stock), kept as they were. */
    rincian: jsonb('rincian').notNull(),
    jurnalSelisihId: bigint('jurnal_selisih_id', { mode: 'number' }).references(() => jurnal.id),
    disetujuiOleh: varchar('disetujui_oleh', { length: 30 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull().unique(),
    createdBy: varchar('created_by', { length: 30 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kodeToko, t.tanggal] }), check('tutup_toko_selisih', sql`${t.selisih} = ${t.kasFisik} - ${t.kasAkhir}`)],
);
