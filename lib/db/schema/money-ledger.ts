// The money ledger (lib/ledger): a double-entry ledger. Entries are never edited; a mistake is corrected by a reversing entry.
import { bigint, bigserial, index, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { audit } from './columns';
import { toko } from './shop';

// ---- Money: a double-entry ledger. Entries are never edited; a mistake is corrected by a reversing entry. ----

/** Chart of accounts (akuns). Cash has one account per shop; each bank account (rekening) has its own. */
export const akun = pgTable('akun', {
  nomorAkun: varchar('nomor_akun', { length: 30 }).primaryKey(),
  namaAkun: varchar('nama_akun', { length: 100 }).notNull(),
  /** ASET, KEWAJIBAN, MODAL, PENDAPATAN, BEBAN. */
  jenis: varchar('jenis', { length: 20 }).notNull(),
  kodeToko: varchar('kode_toko', { length: 20 }).references(() => toko.kodeToko),
  ...audit,
});

export const bank = pgTable('bank', {
  kodeBank: varchar('kode_bank', { length: 20 }).primaryKey(),
  namaBank: varchar('nama_bank', { length: 100 }).notNull(),
  ...audit,
});

export const rekening = pgTable('rekening', {
  noRekening: varchar('no_rekening', { length: 30 }).primaryKey(),
  namaRekening: varchar('nama_rekening', { length: 100 }).notNull(),
  kodeBank: varchar('kode_bank', { length: 20 }).notNull().references(() => bank.kodeBank),
  kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
  nomorAkun: varchar('nomor_akun', { length: 30 }).notNull().references(() => akun.nomorAkun),
  ...audit,
});

/** Journal parameters (para-akun-transaksi): for a transaction kind, which account each line posts to. */
export const paraAkunTransaksi = pgTable(
  'para_akun_transaksi',
  {
    trx: varchar('trx', { length: 50 }).notNull(),
    type: varchar('type', { length: 30 }).notNull(),
    /** The line's role in the transaction (ASAL, TUJUAN, KAS, BANK, …). */
    kodeAkun: varchar('kode_akun', { length: 30 }).notNull(),
    /** D (debit) or K (kredit). */
    jenisAkun: varchar('jenis_akun', { length: 1 }).notNull(),
    /** A fixed account; null means the account the transaction names for this role (a chosen bank account, the shop's cash). */
    nomorAkun: varchar('nomor_akun', { length: 30 }).references(() => akun.nomorAkun),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.trx, t.type, t.kodeAkun] })],
);

/** A journal entry; its lines balance (checked by a deferred trigger) and neither is ever updated or deleted. */
export const jurnal = pgTable(
  'jurnal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noJurnal: varchar('no_jurnal', { length: 40 }).notNull().unique(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    trx: varchar('trx', { length: 50 }).notNull(),
    kategori: varchar('kategori', { length: 30 }),
    keterangan: text('keterangan').notNull().default(''),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull().defaultNow(),
    /** A create sent twice with the same key posts once. */
    idempotencyKey: varchar('idempotency_key', { length: 80 }).unique(),
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdBy: varchar('created_by', { length: 30 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jurnal_toko_tgl').on(t.kodeToko, t.tanggal),
    // Mutasi Uang Bank / Cash page a shop's entries of one transaction, newest first.
    index('jurnal_toko_trx_id').on(t.kodeToko, t.trx, t.id),
  ],
);

export const jurnalDetail = pgTable(
  'jurnal_detail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jurnalId: bigint('jurnal_id', { mode: 'number' }).notNull().references(() => jurnal.id),
    nomorAkun: varchar('nomor_akun', { length: 30 }).notNull().references(() => akun.nomorAkun),
    debit: bigint('debit', { mode: 'number' }).notNull().default(0),
    kredit: bigint('kredit', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('jurnal_detail_jurnal').on(t.jurnalId), index('jurnal_detail_akun').on(t.nomorAkun)],
);

/**
 * The balances (debit minus kredit) per account and per shop of the entries that moved it, kept in the same transaction
 * as the lines. An account's balance is the sum of its rows (`lib/ledger/balances.ts`). A shop's cash or bank account has
 * one row, its shop's; a shared account (sales, PPN, cash in transit) one per shop, so shops posting at once never wait
 * on one row (issue 26 point 10).
 */
export const saldoAkun = pgTable(
  'saldo_akun',
  {
    nomorAkun: varchar('nomor_akun', { length: 30 }).notNull().references(() => akun.nomorAkun),
    /** The shop of the entries (`jurnal.kode_toko`) this row sums. */
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    saldo: bigint('saldo', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.nomorAkun, t.kodeToko] })],
);

/** Transaction categories (master kode transaksi): the kategori of a money transfer. */
export const kodeTransaksi = pgTable('kode_transaksi', {
  kodeTransaksi: varchar('kode_transaksi', { length: 30 }).primaryKey(),
  namaTransaksi: varchar('nama_transaksi', { length: 100 }).notNull(),
  /** The account Uang Kas / Uang Bank posts against for this category (an expense or other income); null: not offered there. */
  nomorAkun: varchar('nomor_akun', { length: 30 }).references(() => akun.nomorAkun),
  ...audit,
});
