import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { audit, counterParty } from '../../lib/db/schema/columns';
import { groupBarang, jenis } from '../../lib/db/schema/gram-ledger';
import { rekening } from '../../lib/db/schema/money-ledger';
import { toko } from '../../lib/db/schema/shop';

/** Craftsmen (master-tukang): who does a repair. */
export const tukang = pgTable('tukang', {
  kodeTukang: varchar('kode_tukang', { length: 20 }).primaryKey(),
  namaTukang: varchar('nama_tukang', { length: 100 }).notNull(),
  noHp: varchar('no_hp', { length: 20 }).notNull().default(''),
  ...audit,
});

/** The descriptions a repair line picks from (parameter-deskripsi-service, PARAMETER_DESKRIPSI_SERVICE_MODULE). */
export const deskripsiService = pgTable('deskripsi_service', {
  kode: varchar('kode', { length: 20 }).primaryKey(),
  deskripsi: varchar('deskripsi', { length: 100 }).notNull(),
  ...audit,
});

/**
 * Repairs and cleaning (service) per ticket: MASUK (received, pieces in custody) → SELESAI (weighed, cost known) →
 * DIAMBIL (picked up and paid), or BATAL. `total_berat` is the pieces' weight in and `total_harga` what the repair
 * earns (the estimate until completed, then the cost plus the gold added); the dashboard reads them (serviceTotals).
 * The demo's history rows were written before the ticket's other columns existed: their defaults describe them.
 */
export const service = pgTable(
  'service',
  {
    noService: varchar('no_service', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull(),
    totalBerat: numeric('total_berat', { precision: 12, scale: 3 }).notNull(),
    totalHarga: bigint('total_harga', { mode: 'number' }).notNull(),
    ...counterParty(),
    kodeTukang: varchar('kode_tukang', { length: 20 }).references(() => tukang.kodeTukang),
    status: varchar('status', { length: 10 }).notNull().default('DIAMBIL'),
    estimasiBiaya: bigint('estimasi_biaya', { mode: 'number' }).notNull().default(0),
    tglEstimasi: date('tgl_estimasi'),
    uangMuka: bigint('uang_muka', { mode: 'number' }).notNull().default(0),
    /** The craftsman's work, set at completion (4-3000). */
    biayaAkhir: bigint('biaya_akhir', { mode: 'number' }),
    /** The gold added, sold by the gram at completion (4-1000). */
    hargaEmasTambah: bigint('harga_emas_tambah', { mode: 'number' }).notNull().default(0),
    tglSelesai: timestamp('tgl_selesai', { withTimezone: true }),
    noSelesai: varchar('no_selesai', { length: 30 }),
    tglDiambil: timestamp('tgl_diambil', { withTimezone: true }),
    noAmbil: varchar('no_ambil', { length: 30 }),
    tglBatal: timestamp('tgl_batal', { withTimezone: true }),
    noBatal: varchar('no_batal', { length: 30 }),
    alasanBatal: varchar('alasan_batal', { length: 200 }),
    batalDisetujuiOleh: varchar('batal_disetujui_oleh', { length: 30 }),
    /** At a cancellation: KEMBALI (refunded) or HANGUS (forfeited, 4-9100). */
    uangMukaBatal: varchar('uang_muka_batal', { length: 10 }),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).unique(),
    stokDokumenId: bigint('stok_dokumen_id', { mode: 'number' }),
    divalidasiOleh: varchar('divalidasi_oleh', { length: 30 }),
    divalidasiAt: timestamp('divalidasi_at', { withTimezone: true }),
    ...audit,
  },
  (t) => [
    index('service_toko_tgl').on(t.kodeToko, t.tanggal),
    // Lihat Services' search (ILIKE '%q%' on number, customer and phone): trigram indexes, one a column (bench/orders.ts).
    index('service_no_search').using('gin', t.noService.op('gin_trgm_ops')),
    index('service_nama_search').using('gin', t.namaCustomer.op('gin_trgm_ops')),
    index('service_hp_search').using('gin', t.noHpCustomer.op('gin_trgm_ops')),
    check('service_status', sql`${t.status} in ('MASUK', 'SELESAI', 'DIAMBIL', 'BATAL')`),
    check('service_uang', sql`${t.estimasiBiaya} >= 0 and ${t.uangMuka} >= 0 and ${t.hargaEmasTambah} >= 0 and coalesce(${t.biayaAkhir}, 0) >= 0`),
    check('service_uang_muka_batal', sql`${t.uangMukaBatal} is null or ${t.uangMukaBatal} in ('KEMBALI', 'HANGUS')`),
  ],
);

/** A ticket's pieces: each a custody item (barcode `<no_service>-<urutan>`), weighed in and, at completion, out. */
export const serviceDetail = pgTable(
  'service_detail',
  {
    noService: varchar('no_service', { length: 30 }).notNull().references(() => service.noService),
    urutan: integer('urutan').notNull(),
    kodeBarcode: varchar('kode_barcode', { length: 40 }).notNull(),
    deskripsi: varchar('deskripsi', { length: 200 }).notNull(),
    kodeGroup: varchar('kode_group', { length: 20 }).notNull().references(() => groupBarang.kodeGroup),
    kodeDept: varchar('kode_dept', { length: 20 }).notNull().references(() => jenis.kodeDept),
    beratMasuk: numeric('berat_masuk', { precision: 12, scale: 3 }).notNull(),
    beratKeluar: numeric('berat_keluar', { precision: 12, scale: 3 }),
    /** Grams added (positive) or lost (negative) at the repair: out − in. */
    selisihBerat: numeric('selisih_berat', { precision: 12, scale: 3 }),
    /** The day's gold price per gram of its jenis at completion, and what the grams added cost (0 when none were added). */
    hargaEmas: bigint('harga_emas', { mode: 'number' }),
    hargaTambah: bigint('harga_tambah', { mode: 'number' }),
    photoPath: varchar('photo_path', { length: 300 }),
  },
  (t) => [
    primaryKey({ columns: [t.noService, t.urutan] }),
    check('service_detail_berat', sql`${t.beratMasuk} > 0 and (${t.beratKeluar} is null or ${t.beratKeluar} > 0)`),
  ],
);

/** Money a ticket took or gave back: the down payment (DP), the pickup (AMBIL), a refund at cancellation (REFUND). */
export const serviceBayar = pgTable(
  'service_bayar',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noService: varchar('no_service', { length: 30 }).notNull().references(() => service.noService),
    jenis: varchar('jenis', { length: 10 }).notNull(),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull(),
    bayarTunai: bigint('bayar_tunai', { mode: 'number' }).notNull().default(0),
    bayarTransfer: bigint('bayar_transfer', { mode: 'number' }).notNull().default(0),
    noRekeningTransfer: varchar('no_rekening_transfer', { length: 30 }).references(() => rekening.noRekening),
    jurnalId: bigint('jurnal_id', { mode: 'number' }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull().unique(),
    createdBy: varchar('created_by', { length: 30 }).notNull(),
  },
  (t) => [
    index('service_bayar_no').on(t.noService),
    check('service_bayar_jenis', sql`${t.jenis} in ('DP', 'AMBIL', 'REFUND')`),
    check('service_bayar_uang', sql`${t.bayarTunai} >= 0 and ${t.bayarTransfer} >= 0 and ${t.bayarTunai} + ${t.bayarTransfer} > 0`),
  ],
);
