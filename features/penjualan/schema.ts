import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, numeric, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, counterLifecycle, counterParty } from '../../lib/db/schema/columns';
import { barang } from '../../lib/db/schema/gram-ledger';
import { rekening } from '../../lib/db/schema/money-ledger';
import { sales, toko } from '../../lib/db/schema/shop';

/**
 * A sale (penjualan) per invoice: its lines are penjualan_detail; posting writes its journal entry and its stock
 * document in the same transaction (decision 020). total_harga = subtotal + ppn = what the payments cover.
 */
export const penjualan = pgTable(
  'penjualan',
  {
    noFakturJual: varchar('no_faktur_jual', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull(),
    kodeSales: varchar('kode_sales', { length: 20 }).notNull().references(() => sales.kodeSales),
    ...counterParty(),
    totalBerat: numeric('total_berat', { precision: 12, scale: 3 }).notNull(),
    /** The lines' prices added up. */
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    /** PPN rate in percent (0 when off; 1.1 or 1.65 under PMK 48/2023) and its amount. */
    ppnPersen: numeric('ppn_persen', { precision: 5, scale: 2 }).notNull().default('0'),
    ppn: bigint('ppn', { mode: 'number' }).notNull().default(0),
    totalHarga: bigint('total_harga', { mode: 'number' }).notNull(),
    /** Cash applied to the sale (what the customer handed over minus the change), transfer and card. */
    bayarTunai: bigint('bayar_tunai', { mode: 'number' }).notNull().default(0),
    uangDiterima: bigint('uang_diterima', { mode: 'number' }).notNull().default(0),
    bayarTransfer: bigint('bayar_transfer', { mode: 'number' }).notNull().default(0),
    noRekeningTransfer: varchar('no_rekening_transfer', { length: 30 }).references(() => rekening.noRekening),
    bayarKartu: bigint('bayar_kartu', { mode: 'number' }).notNull().default(0),
    noRekeningKartu: varchar('no_rekening_kartu', { length: 30 }).references(() => rekening.noRekening),
    /** The customer's money the shop held for this sale (an order's, a pre-order's down payments, a deposit), applied as a payment, and its liability account. */
    uangMuka: bigint('uang_muka', { mode: 'number' }).notNull().default(0),
    akunUangMuka: varchar('akun_uang_muka', { length: 20 }),
    /** The order, deposit or pre-order this sale picks up (null for a counter sale). */
    noReferensi: varchar('no_referensi', { length: 30 }),
    ...counterLifecycle(),
    ...audit,
  },
  (t) => [
    index('penjualan_toko_tgl').on(t.kodeToko, t.tanggal),
    check('penjualan_total', sql`${t.totalHarga} = ${t.subtotal} + ${t.ppn} and ${t.ppn} >= 0 and ${t.subtotal} >= 0`),
    check('penjualan_dibayar', sql`${t.bayarTunai} >= 0 and ${t.bayarTransfer} >= 0 and ${t.bayarKartu} >= 0 and ${t.uangMuka} >= 0
      and ${t.bayarTunai} + ${t.bayarTransfer} + ${t.bayarKartu} + ${t.uangMuka} = ${t.totalHarga} and ${t.uangDiterima} >= ${t.bayarTunai}`),
    check('penjualan_uang_muka_akun', sql`(${t.uangMuka} = 0) = (${t.akunUangMuka} is null)`),
    index('penjualan_no_referensi').on(t.noReferensi),
  ],
);

/** One item sold, with everything that made its price (a snapshot: prices and parameters change later). */
export const penjualanDetail = pgTable(
  'penjualan_detail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noFakturJual: varchar('no_faktur_jual', { length: 30 }).notNull().references(() => penjualan.noFakturJual),
    urutan: smallint('urutan').notNull(),
    kodeBarcode: varchar('kode_barcode', { length: 30 }).notNull().references(() => barang.kodeBarcode),
    namaBarang: varchar('nama_barang', { length: 200 }).notNull(),
    kodeGroup: varchar('kode_group', { length: 20 }).notNull(),
    kodeDept: varchar('kode_dept', { length: 20 }).notNull(),
    kadar: numeric('kadar', { precision: 5, scale: 2 }).notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    /** The jenis' sale price per gram in force at the sale (Parameter Harga Emas). */
    hargaPerGram: bigint('harga_per_gram', { mode: 'number' }).notNull(),
    ongkos: bigint('ongkos', { mode: 'number' }).notNull(),
    hargaTetap: boolean('harga_tetap').notNull(),
    pembulatan: integer('pembulatan').notNull(),
    pembulatanKebawah: boolean('pembulatan_kebawah').notNull(),
    /** What the formula (or the fixed price) gave, rounded. */
    hargaHitung: bigint('harga_hitung', { mode: 'number' }).notNull(),
    /** What the customer pays for the line; differs from harga_hitung when the cashier changed it. */
    hargaJual: bigint('harga_jual', { mode: 'number' }).notNull(),
    /** Who approved a changed price above the limit or below cost. */
    disetujuiOleh: varchar('disetujui_oleh', { length: 30 }),
  },
  (t) => [
    uniqueIndex('penjualan_detail_urutan').on(t.noFakturJual, t.urutan),
    index('penjualan_detail_barcode').on(t.kodeBarcode),
    check('penjualan_detail_positif', sql`${t.berat} > 0 and ${t.hargaJual} > 0 and ${t.hargaHitung} >= 0`),
  ],
);
