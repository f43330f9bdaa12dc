import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, counterParty } from '../../lib/db/schema/columns';
import { jenis } from '../../lib/db/schema/gram-ledger';
import { rekening } from '../../lib/db/schema/money-ledger';
import { customer, sales, toko } from '../../lib/db/schema/shop';

/**
 * Orders (pesanan): made to order. OPEN (taken, down payment in 2-1400) → TIBA (the pieces arrived, RESERVED on the
 * reservation shelf) → DIAMBIL (picked up: a sale, its JL number in no_penjualan), or BATAL (the down payment refunded
 * and/or forfeited). The demo's history rows (before issue 28) have a kode_customer and no payments; orders taken at
 * the counter have the customer as typed. total_harga is the estimate at ordering (the final price at pickup is in
 * harga_akhir); jumlah_bayar the money paid in so far (down payment and extra payments).
 */
export const pesanan = pgTable(
  'pesanan',
  {
    noPesanan: varchar('no_pesanan', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    kodeSales: varchar('kode_sales', { length: 20 }).notNull().references(() => sales.kodeSales),
    kodeCustomer: varchar('kode_customer', { length: 30 }).references(() => customer.kodeCustomer),
    ...counterParty(),
    /** When the customer wants it (the day promised). */
    tglTarget: date('tgl_target', { mode: 'string' }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    tglPesanan: timestamp('tgl_pesanan', { withTimezone: true }).notNull(),
    totalBerat: numeric('total_berat', { precision: 12, scale: 3 }).notNull(),
    totalQty: integer('total_qty').notNull(),
    ongkos: bigint('ongkos', { mode: 'number' }).notNull(),
    totalHarga: bigint('total_harga', { mode: 'number' }).notNull(),
    jumlahBayar: bigint('jumlah_bayar', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    tglBatal: timestamp('tgl_batal', { withTimezone: true }),
    batalBy: varchar('batal_by', { length: 30 }),
    batalDisetujuiOleh: varchar('batal_disetujui_oleh', { length: 30 }),
    alasanBatal: varchar('alasan_batal', { length: 200 }),
    /** When the pieces arrived (TIBA) and its TPS document. */
    tglTiba: timestamp('tgl_tiba', { withTimezone: true }),
    noTerima: varchar('no_terima', { length: 30 }),
    /** At pickup: when, the sale's JL number, and the final price (subtotal + PPN) from the real weights. */
    tglAmbil: timestamp('tgl_ambil', { withTimezone: true }),
    noPenjualan: varchar('no_penjualan', { length: 30 }),
    hargaAkhir: bigint('harga_akhir', { mode: 'number' }),
    /** Validasi Pesanan (VALIDASI_PESANAN_MODULE): the supervisor who validated the order, and when. */
    divalidasiOleh: varchar('divalidasi_oleh', { length: 30 }),
    divalidasiAt: timestamp('divalidasi_at', { withTimezone: true }),
    ...audit,
  },
  (t) => [
    index('pesanan_toko_tgl').on(t.kodeToko, t.tglPesanan),
    index('pesanan_toko_batal').on(t.kodeToko, t.tglBatal),
    uniqueIndex('pesanan_idempotency_key').on(t.idempotencyKey),
    index('pesanan_toko_status').on(t.kodeToko, t.status, t.noPesanan),
    // Lihat Pesanan's search (ILIKE '%q%' on number, customer and phone): trigram indexes, one a column (bench/orders.ts).
    index('pesanan_no_search').using('gin', t.noPesanan.op('gin_trgm_ops')),
    index('pesanan_nama_search').using('gin', t.namaCustomer.op('gin_trgm_ops')),
    index('pesanan_hp_search').using('gin', t.noHpCustomer.op('gin_trgm_ops')),
    check('pesanan_status', sql`${t.status} in ('OPEN', 'TIBA', 'DIAMBIL', 'BATAL')`),
    check('pesanan_bayar_rentang', sql`${t.jumlahBayar} >= 0`),
  ],
);

export const pesananDetail = pgTable(
  'pesanan_detail',
  {
    id: serial('id').primaryKey(),
    noPesanan: varchar('no_pesanan', { length: 30 }).notNull().references(() => pesanan.noPesanan, { onDelete: 'cascade' }),
    deskripsi: text('deskripsi').notNull().default(''),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    ongkos: bigint('ongkos', { mode: 'number' }).notNull(),
    subTotal: bigint('sub_total', { mode: 'number' }).notNull(),
    /** Orders taken at the counter (issue 28): the line's place, jenis, kadar, price rule and its snapshot. */
    urutan: smallint('urutan').notNull().default(1),
    kodeDept: varchar('kode_dept', { length: 20 }).references(() => jenis.kodeDept),
    kadar: numeric('kadar', { precision: 5, scale: 2 }),
    /** GRAM: the jenis' sale price per gram of the day × weight + ongkos (the estimate at ordering, the final at pickup
     *  from the real weight); TETAP: harga_tetap, whatever it weighs. */
    aturanHarga: varchar('aturan_harga', { length: 5 }).notNull().default('GRAM'),
    hargaTetap: bigint('harga_tetap', { mode: 'number' }),
    /** The price per gram the estimate was made with. */
    hargaPerGram: bigint('harga_per_gram', { mode: 'number' }),
    /** When the piece arrived: its barcode on the gram ledger and real weight; at pickup, the price per gram and the price. */
    kodeBarcode: varchar('kode_barcode', { length: 30 }),
    beratAsli: numeric('berat_asli', { precision: 12, scale: 3 }),
    hargaPerGramAkhir: bigint('harga_per_gram_akhir', { mode: 'number' }),
    hargaAkhir: bigint('harga_akhir', { mode: 'number' }),
  },
  (t) => [
    index('pesanan_detail_no').on(t.noPesanan),
    check('pesanan_detail_aturan', sql`${t.aturanHarga} in ('GRAM', 'TETAP') and (${t.aturanHarga} = 'GRAM' or ${t.hargaTetap} is not null)`),
  ],
);

/**
 * Money of an order, one row per movement of 2-1400 Uang Muka Pesanan: DP (the down payment, with the order) and
 * BAYAR (an extra payment) credit it; PAKAI (applied at pickup), REFUND (paid back at a cancellation) and HANGUS
 * (forfeited, to 4-9100) debit it. So an order's balance in 2-1400 is DP + BAYAR − PAKAI − REFUND − HANGUS, and a
 * shop's 2-1400 balance the sum over its orders. jumlah is always positive; its journal entry is the event's.
 */
export const pesananBayar = pgTable(
  'pesanan_bayar',
  {
    id: serial('id').primaryKey(),
    noBayar: varchar('no_bayar', { length: 30 }).notNull(),
    noPesanan: varchar('no_pesanan', { length: 30 }).notNull().references(() => pesanan.noPesanan),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    jenis: varchar('jenis', { length: 6 }).notNull(),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull(),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    bayarTunai: bigint('bayar_tunai', { mode: 'number' }).notNull().default(0),
    bayarTransfer: bigint('bayar_transfer', { mode: 'number' }).notNull().default(0),
    noRekeningTransfer: varchar('no_rekening_transfer', { length: 30 }).references(() => rekening.noRekening),
    jurnalId: bigint('jurnal_id', { mode: 'number' }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    ...audit,
  },
  (t) => [
    index('pesanan_bayar_no').on(t.noPesanan),
    index('pesanan_bayar_toko').on(t.kodeToko, t.tanggal),
    uniqueIndex('pesanan_bayar_key_jenis').on(t.idempotencyKey, t.jenis),
    check('pesanan_bayar_jenis', sql`${t.jenis} in ('DP', 'BAYAR', 'PAKAI', 'REFUND', 'HANGUS')`),
    check('pesanan_bayar_jumlah', sql`${t.jumlah} > 0 and ${t.bayarTunai} >= 0 and ${t.bayarTransfer} >= 0`),
  ],
);

/** Money deposits (titip uang) towards an order; cancelled ones keep their row with status BATAL. */
export const titipUang = pgTable(
  'titip_uang',
  {
    noTitip: varchar('no_titip', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    noPesanan: varchar('no_pesanan', { length: 30 }).notNull(),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull(),
    namaBarang: varchar('nama_barang', { length: 100 }).notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    hargaJual: bigint('harga_jual', { mode: 'number' }).notNull(),
    ongkos: bigint('ongkos', { mode: 'number' }).notNull(),
    hargaTotal: bigint('harga_total', { mode: 'number' }).notNull(),
    dpRp: bigint('dp_rp', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('AKTIF'),
    tglBatal: timestamp('tgl_batal', { withTimezone: true }),
    // ---- Added by the deposits feature (features/titipan, issue 28 point 3): a deposit posted at the counter holds a
    // tray item (RESERVED on the reservation shelf) and its money is a liability (2-1500) until the sale or the refund.
    // The demo's history rows leave these empty. ----
    /** The held item; null on the history's rows. */
    kodeBarcode: varchar('kode_barcode', { length: 30 }),
    /** The tray the item was taken from: a cancelled deposit sends it back there. */
    asalGudang: varchar('asal_gudang', { length: 20 }),
    asalBaki: varchar('asal_baki', { length: 20 }),
    kodeSales: varchar('kode_sales', { length: 20 }),
    namaCustomer: varchar('nama_customer', { length: 100 }).notNull().default(''),
    alamatCustomer: varchar('alamat_customer', { length: 200 }).notNull().default(''),
    noHpCustomer: varchar('no_hp_customer', { length: 20 }).notNull().default(''),
    /** The price snapshot's PPN: harga_total = harga_jual + ppn. */
    ppnPersen: numeric('ppn_persen', { precision: 5, scale: 2 }).notNull().default('0'),
    ppn: bigint('ppn', { mode: 'number' }).notNull().default(0),
    /** How the deposit (dp_rp) came in. */
    bayarTunai: bigint('bayar_tunai', { mode: 'number' }).notNull().default(0),
    bayarTransfer: bigint('bayar_transfer', { mode: 'number' }).notNull().default(0),
    noRekeningTransfer: varchar('no_rekening_transfer', { length: 30 }),
    jurnalId: bigint('jurnal_id', { mode: 'number' }),
    stokDokumenId: bigint('stok_dokumen_id', { mode: 'number' }),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).unique(),
    /** TERJUAL: the sale (JL number) that handed the item over, the remainder and how it was paid. */
    noFakturJual: varchar('no_faktur_jual', { length: 30 }),
    tglJual: timestamp('tgl_jual', { withTimezone: true }),
    sisaTunai: bigint('sisa_tunai', { mode: 'number' }).notNull().default(0),
    sisaTransfer: bigint('sisa_transfer', { mode: 'number' }).notNull().default(0),
    noRekeningSisa: varchar('no_rekening_sisa', { length: 30 }),
    jurnalJualId: bigint('jurnal_jual_id', { mode: 'number' }),
    stokJualId: bigint('stok_jual_id', { mode: 'number' }),
    /** BATAL: the number (XTU), what went back to the customer and what was forfeited, who cancelled and approved. */
    noBatal: varchar('no_batal', { length: 30 }),
    refundRp: bigint('refund_rp', { mode: 'number' }).notNull().default(0),
    hangusRp: bigint('hangus_rp', { mode: 'number' }).notNull().default(0),
    alasanBatal: varchar('alasan_batal', { length: 200 }),
    batalBy: varchar('batal_by', { length: 30 }),
    disetujuiOleh: varchar('disetujui_oleh', { length: 30 }),
    jurnalBatalId: bigint('jurnal_batal_id', { mode: 'number' }),
    stokBatalId: bigint('stok_batal_id', { mode: 'number' }),
    divalidasiOleh: varchar('divalidasi_oleh', { length: 30 }),
    divalidasiAt: timestamp('divalidasi_at', { withTimezone: true }),
    ...audit,
  },
  (t) => [
    index('titip_uang_toko_batal').on(t.kodeToko, t.tglBatal),
    index('titip_uang_toko_tanggal').on(t.kodeToko, t.tanggal),
    check('titip_uang_status', sql`${t.status} in ('AKTIF', 'TERJUAL', 'BATAL')`),
    check('titip_uang_uang', sql`${t.refundRp} >= 0 and ${t.hangusRp} >= 0 and ${t.bayarTunai} >= 0 and ${t.bayarTransfer} >= 0 and ${t.sisaTunai} >= 0 and ${t.sisaTransfer} >= 0`),
    // A counter deposit (it holds an item): never above the item's price, paid exactly, and settled once.
    check('titip_uang_counter', sql`${t.kodeBarcode} is null or (${t.dpRp} > 0 and ${t.dpRp} <= ${t.hargaTotal} and ${t.bayarTunai} + ${t.bayarTransfer} = ${t.dpRp}
      and (${t.status} <> 'BATAL' or ${t.refundRp} + ${t.hangusRp} = ${t.dpRp})
      and (${t.status} <> 'TERJUAL' or (${t.noFakturJual} is not null and ${t.sisaTunai} + ${t.sisaTransfer} = ${t.hargaTotal} - ${t.dpRp})))`),
  ],
);

/**
 * Ambil Barang Contoh: a display item lent as an open order's sample (ACT), and its return (KCT). While DIPINJAM the
 * item is ON_LOAN on the sample shelf (warehouse CONTOH, tray = the order): out of its tray's balance, not sellable;
 * KEMBALI sends it back to the tray it left (asal_gudang/asal_baki). No money moves: no journal.
 */
export const pinjamContoh = pgTable(
  'pinjam_contoh',
  {
    noPinjam: varchar('no_pinjam', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    noPesanan: varchar('no_pesanan', { length: 30 }).notNull().references(() => pesanan.noPesanan),
    kodeBarcode: varchar('kode_barcode', { length: 30 }).notNull(),
    namaBarang: varchar('nama_barang', { length: 100 }).notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    asalGudang: varchar('asal_gudang', { length: 20 }).notNull(),
    asalBaki: varchar('asal_baki', { length: 20 }).notNull(),
    tglPinjam: timestamp('tgl_pinjam', { withTimezone: true }).notNull(),
    stokDokumenId: bigint('stok_dokumen_id', { mode: 'number' }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull().unique(),
    /** DIPINJAM (out as a sample) → KEMBALI (back in its tray). */
    status: varchar('status', { length: 10 }).notNull().default('DIPINJAM'),
    noKembali: varchar('no_kembali', { length: 30 }),
    tglKembali: timestamp('tgl_kembali', { withTimezone: true }),
    dikembalikanOleh: varchar('dikembalikan_oleh', { length: 30 }),
    stokKembaliId: bigint('stok_kembali_id', { mode: 'number' }),
    ...audit,
  },
  (t) => [
    index('pinjam_contoh_toko_status').on(t.kodeToko, t.status),
    // One loan out per item at a time (the ledger refuses a second SAMPLE_LENT too: the item is no longer READY).
    uniqueIndex('pinjam_contoh_barang_dipinjam').on(t.kodeBarcode).where(sql`${t.status} = 'DIPINJAM'`),
    check('pinjam_contoh_status', sql`${t.status} in ('DIPINJAM', 'KEMBALI') and (${t.status} = 'DIPINJAM') = (${t.noKembali} is null)`),
  ],
);
