import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, numeric, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, counterLifecycle, counterParty } from '../../lib/db/schema/columns';
import { barang, groupBarang, jenis } from '../../lib/db/schema/gram-ledger';
import { rekening } from '../../lib/db/schema/money-ledger';
import { sales, toko } from '../../lib/db/schema/shop';

/** Conditions of gold bought back from customers (master-kondisi-pembelian): BAGUS, KUSAM, RUSAK, PATAH… */
export const kondisiPembelian = pgTable('kondisi_pembelian', {
  kodeKondisi: varchar('kode_kondisi', { length: 20 }).primaryKey(),
  namaKondisi: varchar('nama_kondisi', { length: 100 }).notNull(),
  ...audit,
});

/**
 * A buyback (pembelian): the shop buys gold from a customer and pays in cash or by transfer. Its lines are
 * pembelian_detail; posting writes its journal entry and its stock document in the same transaction (decision 020).
 */
export const pembelian = pgTable(
  'pembelian',
  {
    noFakturBeli: varchar('no_faktur_beli', { length: 30 }).primaryKey(),
    kodeToko: varchar('kode_toko', { length: 20 }).notNull().references(() => toko.kodeToko),
    tanggal: timestamp('tanggal', { withTimezone: true }).notNull(),
    kodeSales: varchar('kode_sales', { length: 20 }).notNull().references(() => sales.kodeSales),
    ...counterParty(),
    totalBerat: numeric('total_berat', { precision: 12, scale: 3 }).notNull(),
    totalHarga: bigint('total_harga', { mode: 'number' }).notNull(),
    bayarTunai: bigint('bayar_tunai', { mode: 'number' }).notNull().default(0),
    bayarTransfer: bigint('bayar_transfer', { mode: 'number' }).notNull().default(0),
    noRekeningTransfer: varchar('no_rekening_transfer', { length: 30 }).references(() => rekening.noRekening),
    ...counterLifecycle(),
    ...audit,
  },
  (t) => [
    index('pembelian_toko_tgl').on(t.kodeToko, t.tanggal),
    check('pembelian_dibayar', sql`${t.bayarTunai} >= 0 and ${t.bayarTransfer} >= 0 and ${t.bayarTunai} + ${t.bayarTransfer} = ${t.totalHarga}`),
  ],
);

/** One item bought back: the shop's own sold item (kelompok TOKO, with its sale) or an outside one (LUAR). */
export const pembelianDetail = pgTable(
  'pembelian_detail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noFakturBeli: varchar('no_faktur_beli', { length: 30 }).notNull().references(() => pembelian.noFakturBeli),
    urutan: smallint('urutan').notNull(),
    /** The item as it entered stock (its own barcode for an own item, a new one for an outside item). */
    kodeBarcode: varchar('kode_barcode', { length: 30 }).references(() => barang.kodeBarcode),
    /** The sale the item came from, for an own item. */
    noFakturJual: varchar('no_faktur_jual', { length: 30 }),
    kondisi: varchar('kondisi', { length: 30 }).notNull(),
    kelompokHarga: varchar('kelompok_harga', { length: 20 }).notNull(),
    kodeGroup: varchar('kode_group', { length: 20 }).notNull().references(() => groupBarang.kodeGroup),
    kodeDept: varchar('kode_dept', { length: 20 }).references(() => jenis.kodeDept),
    namaBarang: varchar('nama_barang', { length: 100 }).notNull(),
    /** The market gold price per gram for this item's karat on the day. */
    hargaEmas: bigint('harga_emas', { mode: 'number' }).notNull(),
    /** The buying price per gram the line was priced with (Parameter Harga Beli). */
    hargaBeliPerGram: bigint('harga_beli_per_gram', { mode: 'number' }).notNull().default(0),
    beratNota: numeric('berat_nota', { precision: 12, scale: 3 }).notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    hargaNota: bigint('harga_nota', { mode: 'number' }).notNull(),
    /** The price the formula gave, rounded to the purchase step, before any change by the cashier. */
    hargaHitung: bigint('harga_hitung', { mode: 'number' }).notNull().default(0),
    pembulatan: integer('pembulatan').notNull().default(0),
    pembulatanKebawah: boolean('pembulatan_kebawah').notNull().default(false),
    harga: bigint('harga', { mode: 'number' }).notNull(),
    /** Who approved a price above the limit or a weight beyond the tolerance. */
    disetujuiOleh: varchar('disetujui_oleh', { length: 30 }),
    /** Where it went: a tray (BAKI) or scrap waiting to be melted (HANCUR). */
    tujuan: varchar('tujuan', { length: 10 }).notNull().default('BAKI'),
  },
  (t) => [
    uniqueIndex('pembelian_detail_urutan').on(t.noFakturBeli, t.urutan),
    index('pembelian_detail_barcode').on(t.kodeBarcode),
    check('pembelian_detail_positif', sql`${t.berat} > 0 and ${t.harga} >= 0 and ${t.beratNota} >= 0 and ${t.hargaNota} >= 0`),
  ],
);
