// Column sets several tables share: who and when, the customer of a counter document, its lifecycle.
import { bigint, integer, timestamp, varchar } from 'drizzle-orm/pg-core';

export const audit = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: varchar('created_by', { length: 30 }).notNull().default('SYSTEM'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: varchar('updated_by', { length: 30 }).notNull().default('SYSTEM'),
};

/** The customer of a counter document (sale, buyback), as typed at the counter; the phone gets the WhatsApp invoice. */
export const counterParty = () => ({
  namaCustomer: varchar('nama_customer', { length: 100 }).notNull().default(''),
  alamatCustomer: varchar('alamat_customer', { length: 200 }).notNull().default(''),
  noHpCustomer: varchar('no_hp_customer', { length: 20 }).notNull().default(''),
});

/**
 * (Both are functions: a column builder belongs to one table.)
 * What happens to a counter document after it is posted: its ledgers' entries, validation by a supervisor, cancellation
 * (same day only, with a reason and an approver, reversed on both ledgers) and the slips printed.
 */
export const counterLifecycle = () => ({
  /** AKTIF, or BATAL once cancelled. */
  status: varchar('status', { length: 10 }).notNull().default('AKTIF'),
  idempotencyKey: varchar('idempotency_key', { length: 80 }).unique(),
  jurnalId: bigint('jurnal_id', { mode: 'number' }),
  stokDokumenId: bigint('stok_dokumen_id', { mode: 'number' }),
  divalidasiOleh: varchar('divalidasi_oleh', { length: 30 }),
  divalidasiAt: timestamp('divalidasi_at', { withTimezone: true }),
  alasanBatal: varchar('alasan_batal', { length: 200 }),
  dibatalkanOleh: varchar('dibatalkan_oleh', { length: 30 }),
  batalDisetujuiOleh: varchar('batal_disetujui_oleh', { length: 30 }),
  dibatalkanAt: timestamp('dibatalkan_at', { withTimezone: true }),
  jurnalBatalId: bigint('jurnal_batal_id', { mode: 'number' }),
  stokDokumenBatalId: bigint('stok_dokumen_batal_id', { mode: 'number' }),
  /** Notas printed, every form together. */
  dicetak: integer('dicetak').notNull().default(0),
  /**
   * Prints per form (thermal slip, PDF slip, A4): the first of each comes with the document; a second of the same form
   * is a reprint a supervisor authorizes.
   */
  dicetakThermal: integer('dicetak_thermal').notNull().default(0),
  dicetakSlipPdf: integer('dicetak_slip_pdf').notNull().default(0),
  dicetakA4: integer('dicetak_a4').notNull().default(0),
});
