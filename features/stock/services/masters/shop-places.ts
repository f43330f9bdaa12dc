import { and, asc, eq } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { baki, gudang, pindahBarang } from '@/features/stock/schema';
import { barang } from '@/lib/db/schema/gram-ledger';
import { AppError } from '@/lib/errors/app-error';
import { audit, type MasterService, type Reader, type Tx } from '@/lib/masters/services/types';
import { addTrays, addWarehouses } from '../../places/add-places';

/**
 * The warehouses and trays of the user's shop: rows of another shop are never read, written or removed (every
 * statement names the session's shop; kode_toko is never taken from the form).
 */
const shopOf = (ctx: SessionContext) => ctx.shop.kodeToko;
const gudangColumns = { kode_gudang: gudang.kodeGudang, nama_gudang: gudang.namaGudang };
const bakiColumns = { kode_baki: baki.kodeBaki, nama_baki: baki.namaBaki, kode_gudang: baki.kodeGudang, berat_baki: baki.beratBaki };

/** Does an item (whatever its status) or a transfer document still name this place of the shop? */
async function itemsIn(db: Reader, kodeToko: string, place: { kodeGudang?: string; kodeBaki?: string }) {
  const itemWhere = place.kodeBaki !== undefined ? eq(barang.kodeBaki, place.kodeBaki) : eq(barang.kodeGudang, place.kodeGudang!);
  const [item] = await db.select({ one: barang.kodeBarcode }).from(barang).where(and(eq(barang.kodeToko, kodeToko), itemWhere)).limit(1);
  if (item) return true;
  const documentWhere = place.kodeBaki !== undefined ? eq(pindahBarang.kodeBaki, place.kodeBaki) : eq(pindahBarang.kodeGudang, place.kodeGudang!);
  const [document] = await db.select({ one: pindahBarang.kodeToko }).from(pindahBarang).where(and(eq(pindahBarang.kodeToko, kodeToko), documentWhere)).limit(1);
  return !!document;
}

async function requireGudang(db: Reader, kodeToko: string, kodeGudang: string) {
  const [found] = await db.select({ kode: gudang.kodeGudang }).from(gudang).where(and(eq(gudang.kodeToko, kodeToko), eq(gudang.kodeGudang, kodeGudang)));
  if (!found) throw new AppError('validation', 'optionUnknown', {}, 'kode_gudang');
}

export const gudangService: MasterService = {
  source: (ctx) => ({
    from: (db, fields) => db.select(fields).from(gudang).$dynamic(),
    where: eq(gudang.kodeToko, shopOf(ctx)),
    columns: gudangColumns,
    orderBy: [asc(gudang.kodeGudang)],
    unique: [gudang.kodeToko, gudang.kodeGudang],
  }),
  find: async (db, ctx, key) => (await db.select(gudangColumns).from(gudang).where(and(eq(gudang.kodeToko, shopOf(ctx)), eq(gudang.kodeGudang, key))))[0],
  async insert(tx, ctx, value) {
    await addWarehouses(tx, [{ kodeToko: shopOf(ctx), kodeGudang: String(value.kode_gudang), namaGudang: String(value.nama_gudang), createdBy: ctx.user.userId }]);
  },
  async update(tx, ctx, key, value) {
    await tx.update(gudang).set({ namaGudang: String(value.nama_gudang), ...audit(ctx) }).where(and(eq(gudang.kodeToko, shopOf(ctx)), eq(gudang.kodeGudang, key)));
  },
  async remove(tx: Tx, ctx, key) {
    const kodeToko = shopOf(ctx);
    const here = and(eq(gudang.kodeToko, kodeToko), eq(gudang.kodeGudang, key));
    // Locked first: a tray added to it (foreign key) or an item placed by a tray check (requireTray locks the tray) waits.
    await tx.select({ kode: gudang.kodeGudang }).from(gudang).where(here).for('update');
    const [tray] = await tx.select({ kode: baki.kodeBaki }).from(baki).where(and(eq(baki.kodeToko, kodeToko), eq(baki.kodeGudang, key))).limit(1);
    if (tray || (await itemsIn(tx, kodeToko, { kodeGudang: key }))) throw new AppError('conflict', 'gudangDipakai', { kode: key });
    await tx.delete(gudang).where(here);
  },
};

export const bakiService: MasterService = {
  source: (ctx) => ({
    from: (db, fields) => db.select(fields).from(baki).$dynamic(),
    where: eq(baki.kodeToko, shopOf(ctx)),
    columns: bakiColumns,
    orderBy: [asc(baki.kodeBaki)],
    unique: [baki.kodeToko, baki.kodeBaki],
  }),
  async options(db, ctx) {
    const rows = await db.select(gudangColumns).from(gudang).where(eq(gudang.kodeToko, shopOf(ctx))).orderBy(asc(gudang.kodeGudang));
    return { gudangs: rows.map((row) => ({ value: row.kode_gudang, label: `${row.kode_gudang} - ${row.nama_gudang}` })) };
  },
  find: async (db, ctx, key) => (await db.select(bakiColumns).from(baki).where(and(eq(baki.kodeToko, shopOf(ctx)), eq(baki.kodeBaki, key))))[0],
  async insert(tx, ctx, value) {
    await addTrays(tx, [{
      kodeToko: shopOf(ctx), kodeBaki: String(value.kode_baki), namaBaki: String(value.nama_baki), kodeGudang: String(value.kode_gudang),
      beratBaki: String(value.berat_baki), createdBy: ctx.user.userId,
    }]);
  },
  async update(tx, ctx, key, value) {
    const kodeToko = shopOf(ctx);
    const kodeGudang = String(value.kode_gudang);
    await requireGudang(tx, kodeToko, kodeGudang);
    const here = and(eq(baki.kodeToko, kodeToko), eq(baki.kodeBaki, key));
    const [current] = await tx.select({ kodeGudang: baki.kodeGudang }).from(baki).where(here).for('update');
    // Its items stand in its warehouse: a tray holding items does not move to another one.
    if (current && current.kodeGudang !== kodeGudang && (await itemsIn(tx, kodeToko, { kodeBaki: key }))) {
      throw new AppError('validation', 'bakiDipakai', { kode: key }, 'kode_gudang');
    }
    await tx.update(baki).set({ namaBaki: String(value.nama_baki), kodeGudang, beratBaki: String(value.berat_baki), ...audit(ctx) }).where(here);
  },
  async remove(tx, ctx, key) {
    const kodeToko = shopOf(ctx);
    const here = and(eq(baki.kodeToko, kodeToko), eq(baki.kodeBaki, key));
    await tx.select({ kode: baki.kodeBaki }).from(baki).where(here).for('update');
    if (await itemsIn(tx, kodeToko, { kodeBaki: key })) throw new AppError('conflict', 'bakiDipakai', { kode: key });
    await tx.delete(baki).where(here);
  },
};
