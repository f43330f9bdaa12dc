import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { audit, counterParty } from '../../lib/db/schema/columns';
import { barang, groupBarang, jenis } from '../../lib/db/schema/gram-ledger';
import { rekening } from '../../lib/db/schema/money-ledger';
import { customer, sales, toko } from '../../lib/db/schema/shop';

// ---- Parameters of pawn loans (hutang): the shop sets them, every loan prints the values it was made with. ----

/** Conditions of pledged items (master-kondisi-pinjaman): BAGUS, KUSAM, RUSAK… */
export const kondisiPinjaman = pgTable('kondisi_pinjaman', {
  kodeKondisi: varchar('kode_kondisi', { length: 20 }).primaryKey(),
  namaKondisi: varchar('nama_kondisi', { length: 100 }).notNull(),
  ...audit,
});

/**
 * Interest bands (parameter-bunga-hutang, PARAMETER_BUNGA_HUTANG_MODULE): a loan of an amount within [jumlah_dari,
 * jumlah_sampai] for a term within [hari_dari, hari_sampai] days pays `bunga` percent per month.
 */
export const paraBungaHutang = pgTable(
  'para_bunga_hutang',
  {
    id: serial('id').primaryKey(),
    jumlahDari: bigint('jumlah_dari', { mode: 'number' }).notNull(),
    jumlahSampai: bigint('jumlah_sampai', { mode: 'number' }).notNull(),
    hariDari: integer('hari_dari').notNull(),
    hariSampai: integer('hari_sampai').notNull(),
    /** Percent per month (30 days). */
    bunga: numeric('bunga', { precision: 5, scale: 2 }).notNull(),
    ...audit,
  },
  (t) => [
    check('para_bunga_hutang_rentang', sql`${t.jumlahDari} >= 0 and ${t.jumlahDari} <= ${t.jumlahSampai} and ${t.hariDari} >= 1 and ${t.hariDari} <= ${t.hariSampai}`),
    check('para_bunga_hutang_bunga', sql`${t.bunga} > 0 and ${t.bunga} <= 100`),
  ],
);

/** The plafond (parameter-plafond-hutang, PLAFOND_HUTANG_MODULE): a loan is at most `persen` of the appraisal of gold of a kadar in the band. */
export const plafondHutangKadar = pgTable(
  'plafond_hutang_kadar',
  {
    id: serial('id').primaryKey(),
    kadarDari: numeric('kadar_dari', { precision: 5, scale: 2 }).notNull(),
    kadarSampai: numeric('kadar_sampai', { precision: 5, scale: 2 }).notNull(),
    persen: numeric('persen', { precision: 5, scale: 2 }).notNull(),
    ...audit,
  },
  (t) => [
    check('plafond_hutang_kadar_rentang', sql`${t.kadarDari} > 0 and ${t.kadarDari} <= ${t.kadarSampai} and ${t.kadarSampai} <= 100`),
    check('plafond_hutang_kadar_persen', sql`${t.persen} > 0 and ${t.persen} <= 100`),
  ],
);

/**
 * The principal per gram (parameter-hutang-pokok, PARAMETER_JUMLAH_HUTANG_POKOK_MODULE with
 * PARAMETER_JUMLAH_HUTANG_POKOK_VALUE = NOMINAL): a pledged item of this jenis lends this many Rupiah per gram of gold.
 * With HARGA_EMAS the day's gold price of the jenis takes its place and the screen is hidden (§6).
 */
export const paraHutangPokok = pgTable('para_hutang_pokok', {
  kodeDept: varchar('kode_dept', { length: 20 }).primaryKey().references(() => jenis.kodeDept),
  nominalPerGram: bigint('nominal_per_gram', { mode: 'number' }).notNull(),
  ...audit,
});

// ---- Loans ----

/** A loan's states (§4): active; paid off; renewed (replaced by a new loan); auctioned; cancelled. */
export const LOAN_STATES = ['AKTIF', 'LUNAS', 'PERPANJANG', 'LELANG', 'BATAL'] as const;
export type LoanState = (typeof LOAN_STATES)[number];

/**
 * A pawn loan (hutang): the shop lends against pledged gold it keeps in custody (gram ledger state PLEDGED) until the
 * loan is redeemed, renewed or auctioned. Interest is whole Rupiah per day (`bunga_rp`), from the monthly rate
 * `bunga` (§9). Posting writes its journal entry and its custody document in the same transaction.
 */
export const hutang = pgTable(
  'hutang',
  {
    noFakturHutang: varchar('no_faktur_hutang', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    /** A customer of the master list (the demo's older loans); a counter loan names its customer in the columns below. */
    kodeCustomer: varchar('kode_customer', { length: 30 }).references(() => customer.kodeCustomer),
    ...counterParty(),
    noKtp: varchar('no_ktp', { length: 30 }).notNull().default(''),
    /** Who appraised the items. */
    kodeSales: varchar('kode_sales', { length: 20 }).notNull().references(() => sales.kodeSales),
    tglHutang: timestamp('tgl_hutang', { withTimezone: true }).notNull(),
    /** The principal lent. */
    jumlahHutang: bigint('jumlah_hutang', { mode: 'number' }).notNull(),
    /** Percent per month. */
    bunga: numeric('bunga', { precision: 5, scale: 2 }).notNull(),
    /** Interest per day, whole Rupiah. */
    bungaRp: bigint('bunga_rp', { mode: 'number' }).notNull(),
    totalTaksiran: bigint('total_taksiran', { mode: 'number' }).notNull().default(0),
    /** The pledged gold grams (the sum of its lines' `berat`), kept on the loan so the loan reports need not sum the lines per loan. */
    totalBerat: numeric('total_berat', { precision: 12, scale: 3 }).notNull().default('0'),
    /** The most the loan could be without a grant (the plafond share of the appraisal); null when PLAFOND_HUTANG_MODULE is off. */
    plafond: bigint('plafond', { mode: 'number' }),
    /** Who approved a loan above the plafond. */
    plafondDisetujuiOleh: varchar('plafond_disetujui_oleh', { length: 30 }),
    biayaAdmin: bigint('biaya_admin', { mode: 'number' }).notNull().default(0),
    lamaHari: integer('lama_hari').notNull().default(30),
    tglJatuhTempo: date('tgl_jatuh_tempo'),
    masaTenggangHari: integer('masa_tenggang_hari').notNull().default(0),
    tglLelang: date('tgl_lelang'),
    /** How the money went out: cash plus transfer equal the principal less the admin fee (a renewal pays out only an increase). */
    bayarTunai: bigint('bayar_tunai', { mode: 'number' }).notNull().default(0),
    bayarTransfer: bigint('bayar_transfer', { mode: 'number' }).notNull().default(0),
    noRekeningTransfer: varchar('no_rekening_transfer', { length: 30 }).references(() => rekening.noRekening),
    /** The loan this one renews. */
    hutangAsal: varchar('hutang_asal', { length: 30 }).references((): AnyPgColumn => hutang.noFakturHutang),
    status: varchar('status', { length: 10 }).notNull().default('AKTIF'),
    /** When it was paid off (LUNAS), renewed (PERPANJANG) or auctioned (LELANG). */
    tglLunas: timestamp('tgl_lunas', { withTimezone: true }),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).unique(),
    jurnalId: bigint('jurnal_id', { mode: 'number' }),
    stokDokumenId: bigint('stok_dokumen_id', { mode: 'number' }),
    divalidasiOleh: varchar('divalidasi_oleh', { length: 30 }),
    divalidasiAt: timestamp('divalidasi_at', { withTimezone: true }),
    dicetak: integer('dicetak').notNull().default(0),
    ...audit,
  },
  (t) => [
    index('hutang_toko_lunas').on(t.kodeToko, t.tglLunas),
    index('hutang_toko_status_tempo').on(t.kodeToko, t.status, t.tglJatuhTempo),
    index('hutang_toko_tgl').on(t.kodeToko, t.tglHutang),
    index('hutang_nama_search').using('gin', t.namaCustomer.op('gin_trgm_ops')),
    // Lihat Hutang finds a loan by any part of its number (LIKE '%…%'), which the primary key cannot serve.
    index('hutang_no_search').using('gin', t.noFakturHutang.op('gin_trgm_ops')),
    // A loan is renewed once: one loan continues it.
    uniqueIndex('hutang_asal_unique').on(t.hutangAsal),
    check('hutang_status', sql`${t.status} in ('AKTIF', 'LUNAS', 'PERPANJANG', 'LELANG', 'BATAL')`),
    check('hutang_jumlah', sql`${t.jumlahHutang} > 0 and ${t.bungaRp} >= 0 and ${t.biayaAdmin} >= 0 and ${t.biayaAdmin} < ${t.jumlahHutang}`),
    check('hutang_dibayar', sql`${t.bayarTunai} >= 0 and ${t.bayarTransfer} >= 0 and ${t.bayarTunai} + ${t.bayarTransfer} <= ${t.jumlahHutang}`),
    check('hutang_selesai', sql`(${t.status} in ('LUNAS', 'PERPANJANG', 'LELANG')) = (${t.tglLunas} is not null)`),
    check('hutang_validasi_batal', sql`not (${t.status} = 'BATAL' and ${t.divalidasiAt} is not null)`),
  ],
);

/** A pledged item of a loan. `kode_barcode` is its custody item on the gram ledger (a renewal's loan names the same items). */
export const hutangDetail = pgTable(
  'hutang_detail',
  {
    id: serial('id').primaryKey(),
    noFakturHutang: varchar('no_faktur_hutang', { length: 30 }).notNull().references(() => hutang.noFakturHutang, { onDelete: 'cascade' }),
    urutan: smallint('urutan').notNull().default(1),
    kodeBarcode: varchar('kode_barcode', { length: 30 }).references(() => barang.kodeBarcode),
    kodeGroup: varchar('kode_group', { length: 20 }).references(() => groupBarang.kodeGroup),
    kodeDept: varchar('kode_dept', { length: 20 }).references(() => jenis.kodeDept),
    namaBarang: varchar('nama_barang', { length: 100 }).notNull(),
    beratKotor: numeric('berat_kotor', { precision: 12, scale: 3 }),
    /** Gold weight. */
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    kadar: numeric('kadar', { precision: 5, scale: 2 }),
    kodeKondisi: varchar('kode_kondisi', { length: 20 }).references(() => kondisiPinjaman.kodeKondisi),
    /** The gold price per gram of the item's kadar the appraisal used. */
    hargaEmas: bigint('harga_emas', { mode: 'number' }),
    taksiran: bigint('taksiran', { mode: 'number' }),
    photoPath: text('photo_path'),
  },
  (t) => [
    index('hutang_detail_no').on(t.noFakturHutang),
    index('hutang_detail_barcode').on(t.kodeBarcode),
    check('hutang_detail_kadar', sql`${t.kadar} is null or (${t.kadar} > 0 and ${t.kadar} <= 100)`),
    check('hutang_detail_berat', sql`${t.berat} > 0 and (${t.beratKotor} is null or ${t.beratKotor} >= ${t.berat})`),
  ],
);

/** How a loan ended (§4): redeemed (LUNAS), renewed into a new loan (PERPANJANG), auctioned (LELANG). */
export const SETTLEMENT_KINDS = ['LUNAS', 'PERPANJANG', 'LELANG'] as const;

/**
 * The settlement of a loan: its interest (whole Rupiah per day × days, at least one), any discount on the interest
 * (with its approver), what was paid and how, and the ledgers' entries. At most one live settlement per loan (a
 * cancelled one, BATAL, frees the loan again), so two cashiers redeeming one loan at once cannot both succeed.
 */
export const hutangPelunasan = pgTable(
  'hutang_pelunasan',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noPelunasan: varchar('no_pelunasan', { length: 30 }).notNull().unique(),
    noFakturHutang: varchar('no_faktur_hutang', { length: 30 }).notNull().references(() => hutang.noFakturHutang),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    jenis: varchar('jenis', { length: 10 }).notNull(),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull(),
    lamaHari: integer('lama_hari').notNull(),
    bungaRp: bigint('bunga_rp', { mode: 'number' }).notNull(),
    bungaPinjam: bigint('bunga_pinjam', { mode: 'number' }).notNull(),
    diskonBunga: bigint('diskon_bunga', { mode: 'number' }).notNull().default(0),
    diskonDisetujuiOleh: varchar('diskon_disetujui_oleh', { length: 30 }),
    /** Principal paid back (all of it when redeemed; part, none, or a negative increase is a new loan's business at renewal). */
    pokokDibayar: bigint('pokok_dibayar', { mode: 'number' }).notNull(),
    totalBayar: bigint('total_bayar', { mode: 'number' }).notNull(),
    bayarTunai: bigint('bayar_tunai', { mode: 'number' }).notNull().default(0),
    bayarTransfer: bigint('bayar_transfer', { mode: 'number' }).notNull().default(0),
    noRekeningTransfer: varchar('no_rekening_transfer', { length: 30 }).references(() => rekening.noRekening),
    /** At auction: what the items fetched, and the surplus over what was due, owed to the customer. */
    /** Who approved the auction (LELANG_HUTANG): the supervisor asked, or the supervisor auctioning. */
    lelangDisetujuiOleh: varchar('lelang_disetujui_oleh', { length: 30 }),
    hasilLelang: bigint('hasil_lelang', { mode: 'number' }),
    kelebihanLelang: bigint('kelebihan_lelang', { mode: 'number' }),
    /** The surplus paid out to the customer (Lelang Hutang): when, by whom, and its journal entry (D 2-1300, K cash or bank). */
    kelebihanDibayarAt: timestamp('kelebihan_dibayar_at', { withTimezone: true }),
    kelebihanDibayarOleh: varchar('kelebihan_dibayar_oleh', { length: 30 }),
    /** Who approved the surplus payout (BAYAR_KELEBIHAN_LELANG): the supervisor asked, or the supervisor paying. */
    kelebihanDisetujuiOleh: varchar('kelebihan_disetujui_oleh', { length: 30 }),
    kelebihanJurnalId: bigint('kelebihan_jurnal_id', { mode: 'number' }),
    status: varchar('status', { length: 10 }).notNull().default('AKTIF'),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).unique(),
    jurnalId: bigint('jurnal_id', { mode: 'number' }),
    stokDokumenId: bigint('stok_dokumen_id', { mode: 'number' }),
    alasanBatal: varchar('alasan_batal', { length: 200 }),
    dibatalkanOleh: varchar('dibatalkan_oleh', { length: 30 }),
    batalDisetujuiOleh: varchar('batal_disetujui_oleh', { length: 30 }),
    dibatalkanAt: timestamp('dibatalkan_at', { withTimezone: true }),
    jurnalBatalId: bigint('jurnal_batal_id', { mode: 'number' }),
    stokDokumenBatalId: bigint('stok_dokumen_batal_id', { mode: 'number' }),
    divalidasiOleh: varchar('divalidasi_oleh', { length: 30 }),
    divalidasiAt: timestamp('divalidasi_at', { withTimezone: true }),
    dicetak: integer('dicetak').notNull().default(0),
    ...audit,
  },
  (t) => [
    uniqueIndex('hutang_pelunasan_satu').on(t.noFakturHutang).where(sql`${t.status} <> 'BATAL'`),
    index('hutang_pelunasan_toko_tgl').on(t.kodeToko, t.tanggal),
    check('hutang_pelunasan_jenis', sql`${t.jenis} in ('LUNAS', 'PERPANJANG', 'LELANG')`),
    check('hutang_pelunasan_status', sql`${t.status} in ('AKTIF', 'BATAL')`),
    check('hutang_pelunasan_bunga', sql`${t.lamaHari} >= 1 and ${t.bungaPinjam} = ${t.bungaRp} * ${t.lamaHari} and ${t.diskonBunga} >= 0 and ${t.diskonBunga} <= ${t.bungaPinjam}`),
    check('hutang_pelunasan_dibayar', sql`${t.bayarTunai} >= 0 and ${t.bayarTransfer} >= 0`),
    check('hutang_pelunasan_validasi_batal', sql`not (${t.status} = 'BATAL' and ${t.divalidasiAt} is not null)`),
    // An auction's surplus is paid once, and only a surplus there is: the time, the payer and the entry together.
    check('hutang_pelunasan_kelebihan_dibayar', sql`(${t.kelebihanDibayarAt} is null) = (${t.kelebihanJurnalId} is null)
      and (${t.kelebihanDibayarAt} is null) = (${t.kelebihanDibayarOleh} is null) and (${t.kelebihanDibayarAt} is null or ${t.kelebihanLelang} > 0)`),
    // Lelang Hutang's list of surpluses still owed to customers.
    index('hutang_pelunasan_kelebihan_terbuka').on(t.kodeToko, t.tanggal).where(sql`${t.kelebihanLelang} > 0 and ${t.kelebihanDibayarAt} is null`),
  ],
);

/** Reminders sent to a loan's customer (before the due date, before the auction), each recorded. */
export const hutangPengingat = pgTable(
  'hutang_pengingat',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noFakturHutang: varchar('no_faktur_hutang', { length: 30 }).notNull().references(() => hutang.noFakturHutang),
    /** JATUH_TEMPO or LELANG. */
    jenis: varchar('jenis', { length: 20 }).notNull(),
    dikirimAt: timestamp('dikirim_at', { withTimezone: true }).notNull().defaultNow(),
    dikirimOleh: varchar('dikirim_oleh', { length: 30 }).notNull(),
  },
  (t) => [uniqueIndex('hutang_pengingat_sekali').on(t.noFakturHutang, t.jenis)],
);
