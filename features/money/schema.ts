import { bigint, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { jurnal } from '../../lib/db/schema/money-ledger';
import { toko } from '../../lib/db/schema/shop';

/**
 * Money a branch sends to head office (kirim uang pusat): posted out of the branch's cash into cash in transit when
 * sent, and out of transit into head office's cash when received, once.
 */
export const kirimUang = pgTable(
  'kirim_uang',
  {
    nomorReferensi: varchar('nomor_referensi', { length: 40 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    keterangan: text('keterangan').notNull().default(''),
    /** OPEN until head office records the reception, then DONE. */
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull().defaultNow(),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull().unique(),
    jurnalKirimId: bigint('jurnal_kirim_id', { mode: 'number' }).notNull().references(() => jurnal.id),
    jurnalTerimaId: bigint('jurnal_terima_id', { mode: 'number' }).references(() => jurnal.id),
    createdBy: varchar('created_by', { length: 30 }).notNull(),
    receivedBy: varchar('received_by', { length: 30 }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Copies of the receipt printed: the first comes with the sending, each later one is a reprint a supervisor authorizes. */
    dicetak: integer('dicetak').notNull().default(0),
  },
  (t) => [
    index('kirim_uang_toko_tgl').on(t.kodeToko, t.tanggal),
    // Terima Uang Kas pages the transfers still to be received, newest first.
    index('kirim_uang_status_tgl').on(t.status, t.tanggal, t.nomorReferensi),
  ],
);

/**
 * Validasi Non Tunai: a transfer or card payment (a sale's, a buyback's) or a line of the bank book (Uang Bank) that a
 * supervisor found on the bank's statement, once, with who and when and the amount he matched. Kept: a match is never
 * undone or changed (the screen offers no way, and the primary key refuses a second one).
 */
export const validasiNonTunai = pgTable(
  'validasi_non_tunai',
  {
    /** PENJUALAN_TRANSFER, PENJUALAN_KARTU, PEMBELIAN_TRANSFER or UANG_BANK. */
    sumber: varchar('sumber', { length: 20 }).notNull(),
    /** The sale's or buyback's nota number, or the bank book entry's journal number. */
    dokumen: varchar('dokumen', { length: 40 }).notNull(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    noRekening: varchar('no_rekening', { length: 30 }),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    cocokOleh: varchar('cocok_oleh', { length: 30 }).notNull(),
    cocokAt: timestamp('cocok_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sumber, t.dokumen] }), index('validasi_non_tunai_toko').on(t.kodeToko, t.cocokAt)],
);
