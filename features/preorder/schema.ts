import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, counterParty } from '../../lib/db/schema/columns';
import { barang, jenis } from '../../lib/db/schema/gram-ledger';
import { rekening } from '../../lib/db/schema/money-ledger';
import { toko } from '../../lib/db/schema/shop';

/** A pre-order's states: taken and paid (OPEN), handed over as a sale (FINISH), cancelled (BATAL). */
export const PRE_ORDER_STATES = ['OPEN', 'FINISH', 'BATAL'] as const;
export type PreOrderState = (typeof PRE_ORDER_STATES)[number];

/**
 * A pre-order (PO): a customer's order of the shop's ready-made stock, paid in advance before the goods are at the
 * counter (often a marketplace or WhatsApp order). The money paid is the customer's until the goods are handed over
 * (2-1400, decision 033); the shop's items closed off for it wait RESERVED on the reservation shelf, tray = `no_po`.
 * The price is `harga` (what 4-1000 earns) plus PPN at the rate in force when it was taken (`ppn_persen`, snapshot).
 */
export const preOrder = pgTable(
  'pre_order',
  {
    noPo: varchar('no_po', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull(),
    ...counterParty(),
    /** What the customer wants, as told. */
    namaBarang: varchar('nama_barang', { length: 100 }).notNull(),
    kodeDept: varchar('kode_dept', { length: 20 }).notNull().references(() => jenis.kodeDept),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    /** The goods' price (4-1000 at the hand-over). */
    harga: bigint('harga', { mode: 'number' }).notNull(),
    ppnPersen: numeric('ppn_persen', { precision: 5, scale: 2 }).notNull().default('0'),
    ppn: bigint('ppn', { mode: 'number' }).notNull().default(0),
    /** harga + ppn: what the customer pays in all. */
    totalHarga: bigint('total_harga', { mode: 'number' }).notNull(),
    /** Paid in advance (2-1400). */
    bayarTunai: bigint('bayar_tunai', { mode: 'number' }).notNull().default(0),
    bayarTransfer: bigint('bayar_transfer', { mode: 'number' }).notNull().default(0),
    noRekeningTransfer: varchar('no_rekening_transfer', { length: 30 }).references(() => rekening.noRekening),
    /** Paid at the hand-over: what the advance left. */
    pelunasanTunai: bigint('pelunasan_tunai', { mode: 'number' }).notNull().default(0),
    pelunasanTransfer: bigint('pelunasan_transfer', { mode: 'number' }).notNull().default(0),
    noRekeningPelunasan: varchar('no_rekening_pelunasan', { length: 30 }).references(() => rekening.noRekening),
    jurnalId: bigint('jurnal_id', { mode: 'number' }),
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    finishedBy: varchar('finished_by', { length: 30 }),
    /** The hand-over is a sale: its JL number, its journal entry and its SOLD stock document. */
    noFakturJual: varchar('no_faktur_jual', { length: 30 }).unique(),
    jurnalSelesaiId: bigint('jurnal_selesai_id', { mode: 'number' }),
    stokDokumenSelesaiId: bigint('stok_dokumen_selesai_id', { mode: 'number' }),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).unique(),
    /**
     * BATAL (Lihat Pre Order's Batal, a BATAL_PESANAN grant): its number (XPO), when, who and who approved, why; what
     * was paid back in cash and what was forfeited (4-9100); its journal entry and the stock document releasing its items.
     */
    noBatal: varchar('no_batal', { length: 30 }).unique(),
    tglBatal: timestamp('tgl_batal', { withTimezone: true }),
    batalBy: varchar('batal_by', { length: 30 }),
    batalDisetujuiOleh: varchar('batal_disetujui_oleh', { length: 30 }),
    alasanBatal: varchar('alasan_batal', { length: 200 }),
    refundRp: bigint('refund_rp', { mode: 'number' }).notNull().default(0),
    hangusRp: bigint('hangus_rp', { mode: 'number' }).notNull().default(0),
    jurnalBatalId: bigint('jurnal_batal_id', { mode: 'number' }),
    stokBatalId: bigint('stok_batal_id', { mode: 'number' }),
    batalIdempotencyKey: varchar('batal_idempotency_key', { length: 100 }).unique(),
    ...audit,
  },
  (t) => [
    index('pre_order_toko_status_tgl').on(t.kodeToko, t.status, t.tanggal),
    check('pre_order_status', sql`${t.status} in ('OPEN', 'FINISH', 'BATAL')`),
    check('pre_order_harga', sql`${t.harga} > 0 and ${t.ppn} >= 0 and ${t.totalHarga} = ${t.harga} + ${t.ppn} and ${t.berat} > 0`),
    check('pre_order_bayar', sql`${t.bayarTunai} >= 0 and ${t.bayarTransfer} >= 0 and ${t.bayarTunai} + ${t.bayarTransfer} > 0
      and ${t.bayarTunai} + ${t.bayarTransfer} <= ${t.totalHarga} and (${t.bayarTransfer} = 0) = (${t.noRekeningTransfer} is null)`),
    check('pre_order_pelunasan', sql`${t.pelunasanTunai} >= 0 and ${t.pelunasanTransfer} >= 0
      and (${t.status} <> 'FINISH' or ${t.bayarTunai} + ${t.bayarTransfer} + ${t.pelunasanTunai} + ${t.pelunasanTransfer} = ${t.totalHarga})`),
    check('pre_order_selesai', sql`(${t.status} = 'FINISH') = (${t.finishedAt} is not null and ${t.noFakturJual} is not null)`),
    check('pre_order_batal', sql`(${t.status} = 'BATAL') = (${t.noBatal} is not null and ${t.tglBatal} is not null)
      and ${t.refundRp} >= 0 and ${t.hangusRp} >= 0 and (${t.status} <> 'BATAL' or ${t.refundRp} + ${t.hangusRp} = ${t.bayarTunai} + ${t.bayarTransfer})`),
  ],
);

/**
 * An item of the shop closed off for a pre-order ("tutup barang"): RESERVED on the reservation shelf until the PO is
 * handed over. `aktif` is true while its PO is neither finished nor cancelled, so the database itself refuses one
 * barcode in two live POs ("barcode already a PO item").
 */
export const preOrderBarang = pgTable(
  'pre_order_barang',
  {
    id: serial('id').primaryKey(),
    noPo: varchar('no_po', { length: 30 }).notNull().references(() => preOrder.noPo),
    kodeBarcode: varchar('kode_barcode', { length: 30 }).notNull().references(() => barang.kodeBarcode),
    namaBarang: varchar('nama_barang', { length: 100 }).notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    /** The item's own price when it was closed off (snapshot). */
    harga: bigint('harga', { mode: 'number' }).notNull(),
    aktif: boolean('aktif').notNull().default(true),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: varchar('closed_by', { length: 30 }).notNull(),
    stokDokumenId: bigint('stok_dokumen_id', { mode: 'number' }),
  },
  (t) => [
    index('pre_order_barang_po').on(t.noPo),
    uniqueIndex('pre_order_barang_live').on(t.kodeBarcode).where(sql`${t.aktif}`),
    check('pre_order_barang_berat', sql`${t.berat} > 0 and ${t.harga} >= 0`),
  ],
);
