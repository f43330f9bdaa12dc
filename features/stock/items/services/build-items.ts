import 'server-only';
import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import type { Db } from '@/lib/db/client';
import { baki, parameterOngkos } from '@/features/stock/schema';
import { bandrol, barang, groupBarang, jenis, supplier } from '@/lib/db/schema/gram-ledger';
import type { ErrorKey } from '@/lib/errors/app-error';
import { toMilligrams } from '@/lib/format/grams';
import type { NewItem } from '@/lib/ledger/stock/post-stock-entries';
import type { ItemInput } from '../schemas';
import { tagPrice } from '../tag-price';
import { readGoldPrices } from '../../services/masters/gold-price';
import { settingFlag } from '@/lib/settings/read';

export type ItemProblem = { index: number; field: keyof ItemInput; key: ErrorKey; values?: Record<string, string> };

/**
 * §9 random identifiers, digits only: 16 digits print in CODE128 set C as 8 symbols, half the width of 16 letters, so
 * the barcode fits a jewellery tag; random, so shops need no shared counter (a clash is refused like a typed one).
 */
export function generateBarcode(): string {
  let code = String(randomInt(1, 10));
  while (code.length < 16) code += String(randomInt(0, 10));
  return code;
}

const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * Turns checked rows (the form's one, or an import's) into the items postStockEntries receives, reading in one query per
 * master what every row needs, inside the caller's transaction: the jenis (its kadar), group, tray of the shop's
 * warehouse, supplier (SUPPLIER_BARANG_MODULE), bandrol, the making-fee parameter and the day's gold price. Barcodes
 * already in the table and names already among the shop's READY items (case-insensitive), or twice in the rows, are
 * problems of their row. Every row is checked; nothing is written here.
 */
export async function buildItems(db: Db, ctx: SessionContext, rows: ItemInput[]): Promise<{ items: NewItem[]; problems: ItemProblem[] }> {
  const kodeToko = ctx.shop.kodeToko;
  const supplierOn = settingFlag(ctx.settings, 'SUPPLIER_BARANG_MODULE');
  const depts = unique(rows.map((row) => row.kode_dept));
  const groups = unique(rows.map((row) => row.kode_group));
  const given = rows.map((row) => row.kode_barcode).filter((code): code is string => !!code);
  const names = unique(rows.map((row) => row.nama_barang.toUpperCase()));
  // One read after another: inside the saving transaction they share one connection, which runs one query at a time
  // (pg 9 refuses a query sent while another runs).
  const jenisRows = await db.select({ kode: jenis.kodeDept, kadar: jenis.kadar }).from(jenis).where(inArray(jenis.kodeDept, depts));
  const groupRows = await db.select({ kode: groupBarang.kodeGroup }).from(groupBarang).where(inArray(groupBarang.kodeGroup, groups));
  const trayRows = await db.select({ gudang: baki.kodeGudang, baki: baki.kodeBaki }).from(baki).where(eq(baki.kodeToko, kodeToko));
  const supplierRows = await db.select({ kode: supplier.kodeSupplier }).from(supplier);
  const bandrolRows = await db.select({ kode: bandrol.kodeBandrol }).from(bandrol);
  const ongkosRows = await db.select({ group: parameterOngkos.kodeGroup, dept: parameterOngkos.kodeDept, ongkos: parameterOngkos.ongkos }).from(parameterOngkos)
    .where(and(inArray(parameterOngkos.kodeGroup, groups), inArray(parameterOngkos.kodeDept, depts)));
  const prices = await readGoldPrices(db, { depts });
  const takenCodes = given.length === 0 ? [] : await db.select({ kode: barang.kodeBarcode }).from(barang).where(inArray(barang.kodeBarcode, given));
  const takenNames = await db.select({ nama: sql<string>`upper(${barang.namaBarang})` }).from(barang)
    .where(and(eq(barang.kodeToko, kodeToko), eq(barang.status, 'READY'), inArray(sql`upper(${barang.namaBarang})`, names)));
  const kadarOf = new Map(jenisRows.map((row) => [row.kode, row.kadar]));
  const groupSet = new Set(groupRows.map((row) => row.kode));
  const traySet = new Set(trayRows.map((row) => `${row.gudang}\u0000${row.baki}`));
  const gudangSet = new Set(trayRows.map((row) => row.gudang));
  const supplierSet = new Set(supplierRows.map((row) => row.kode));
  const bandrolSet = new Set(bandrolRows.map((row) => row.kode));
  const ongkosOf = new Map(ongkosRows.map((row) => [`${row.group}\u0000${row.dept}`, row.ongkos]));
  const codesSeen = new Set(takenCodes.map((row) => row.kode));
  const namesSeen = new Set(takenNames.map((row) => row.nama));

  const items: NewItem[] = [];
  const problems: ItemProblem[] = [];
  rows.forEach((row, index) => {
    const problem = (field: keyof ItemInput, key: ErrorKey, values?: Record<string, string>) => problems.push({ index, field, key, values });
    const before = problems.length;
    const kadar = kadarOf.get(row.kode_dept);
    if (!kadar) problem('kode_dept', 'barangJenisTidakAda', { jenis: row.kode_dept });
    if (!groupSet.has(row.kode_group)) problem('kode_group', 'barangGroupTidakAda', { group: row.kode_group });
    if (!gudangSet.has(row.kode_gudang)) problem('kode_gudang', 'barangGudangTidakAda', { gudang: row.kode_gudang });
    else if (!traySet.has(`${row.kode_gudang}\u0000${row.kode_baki}`)) problem('kode_baki', 'bakiTidakDitemukan', { baki: row.kode_baki });
    if (row.kode_supplier && (!supplierOn || !supplierSet.has(row.kode_supplier))) problem('kode_supplier', 'barangSupplierTidakAda', { supplier: row.kode_supplier });
    if (row.kode_bandrol && !bandrolSet.has(row.kode_bandrol)) problem('kode_bandrol', 'barangBandrolTidakAda', { bandrol: row.kode_bandrol });
    const beratKotor = row.berat_kotor ?? row.berat;
    if (toMilligrams(beratKotor) < toMilligrams(row.berat)) problem('berat_kotor', 'barangBeratKotorKurang');
    let kodeBarcode = row.kode_barcode;
    if (kodeBarcode) {
      if (codesSeen.has(kodeBarcode)) problem('kode_barcode', 'stokBarcodeSudahAda', { barcode: kodeBarcode });
    } else {
      do kodeBarcode = generateBarcode(); while (codesSeen.has(kodeBarcode));
    }
    codesSeen.add(kodeBarcode);
    const name = row.nama_barang.toUpperCase();
    if (namesSeen.has(name)) problem('nama_barang', 'barangNamaSudahAda', { nama: row.nama_barang });
    namesSeen.add(name);
    const ongkos = row.ongkos ?? ongkosOf.get(`${row.kode_group}\u0000${row.kode_dept}`) ?? 0;
    // A fixed price needs no gold price; a per-gram item needs its jenis' price in force.
    const price = row.harga_tetap ? 0 : prices.get(row.kode_dept)?.hargaJual;
    if (row.harga_tetap && !row.harga_jual) problem('harga_jual', 'barangHargaRequired');
    else if (kadar && price === undefined) problem('kode_dept', 'barangHargaEmasBelumAda', { jenis: row.kode_dept });
    if (problems.length > before || price === undefined) return;
    const hargaJual = tagPrice({ berat: row.berat, ongkos, hargaTetap: row.harga_tetap, hargaJual: row.harga_jual ?? 0 }, price, ctx.settings);
    items.push({
      kodeBarcode, kodeToko, kodeGroup: row.kode_group, kodeDept: row.kode_dept, kodeIntern: row.kode_intern, namaBarang: row.nama_barang,
      berat: row.berat, beratKotor, size: row.size, kadar: kadar!, hargaJual, ongkos, hargaTetap: row.harga_tetap,
      kodeBandrol: row.kode_bandrol ?? null, kodeSupplier: supplierOn ? row.kode_supplier ?? null : null,
      kodeGudang: row.kode_gudang, kodeBaki: row.kode_baki,
    });
  });
  return { items, problems };
}
