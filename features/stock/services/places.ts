import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import type { Db } from '@/lib/db/client';
import { readDb } from '@/lib/db/transaction';
import { baki, gudang } from '@/features/stock/schema';
import { AppError } from '@/lib/errors/app-error';

export type Tray = { kodeBaki: string; namaBaki: string; beratBaki: string };
/** A tray and the warehouse it stands in. */
export type ShopTray = Tray & { kodeGudang: string };
export type Warehouse = { kodeGudang: string; namaGudang: string; trays: Tray[] };

/**
 * The warehouses of the user's shop, each with its trays, in code order: what every stock screen's warehouse and tray
 * pickers offer. The caller has checked the route's access; this reads only the user's own shop.
 */
export async function readPlaces(ctx: SessionContext, db: Db = readDb()): Promise<Warehouse[]> {
  const kodeToko = ctx.shop.kodeToko;
  const [warehouses, trays] = await Promise.all([
    db.select({ kodeGudang: gudang.kodeGudang, namaGudang: gudang.namaGudang }).from(gudang).where(eq(gudang.kodeToko, kodeToko)).orderBy(asc(gudang.kodeGudang)),
    readTrays(db, kodeToko),
  ]);
  return warehouses.map((warehouse) => ({
    ...warehouse,
    trays: trays.filter((tray) => tray.kodeGudang === warehouse.kodeGudang).map(({ kodeBaki, namaBaki, beratBaki }) => ({ kodeBaki, namaBaki, beratBaki })),
  }));
}

/** Every tray of a shop with the warehouse it stands in, in code order (Transaksi Pembelian's tray picker too). */
export async function readTrays(db: Db, kodeToko: string): Promise<ShopTray[]> {
  return db.select({ kodeGudang: baki.kodeGudang, kodeBaki: baki.kodeBaki, namaBaki: baki.namaBaki, beratBaki: baki.beratBaki })
    .from(baki).where(eq(baki.kodeToko, kodeToko)).orderBy(asc(baki.kodeBaki));
}

/** A tray of a shop by its code, whatever warehouse it stands in; null when the shop has no such tray. */
export async function findTray(db: Db, kodeToko: string, kodeBaki: string): Promise<ShopTray | null> {
  const [tray] = await db.select({ kodeGudang: baki.kodeGudang, kodeBaki: baki.kodeBaki, namaBaki: baki.namaBaki, beratBaki: baki.beratBaki })
    .from(baki).where(and(eq(baki.kodeToko, kodeToko), eq(baki.kodeBaki, kodeBaki)));
  return tray ?? null;
}

/**
 * A tray of the user's shop that stands in the given warehouse, read in the caller's transaction: the check every
 * document that puts items in a tray makes before it posts. "Mohon Untuk Pilih Kode Baki" style messages are the
 * form's; a tray that does not exist (or is another warehouse's) is not found.
 */
export async function requireTray(db: Db, kodeToko: string, kodeGudang: string, kodeBaki: string): Promise<Tray> {
  const [tray] = await db
    .select({ kodeBaki: baki.kodeBaki, namaBaki: baki.namaBaki, beratBaki: baki.beratBaki })
    .from(baki)
    .where(and(eq(baki.kodeToko, kodeToko), eq(baki.kodeGudang, kodeGudang), eq(baki.kodeBaki, kodeBaki)))
    // Held until the caller's transaction ends: Master Baki cannot delete the tray while items are being put in it.
    .for('key share');
  if (!tray) throw new AppError('not-found', 'bakiTidakDitemukan', { baki: kodeBaki });
  return tray;
}
