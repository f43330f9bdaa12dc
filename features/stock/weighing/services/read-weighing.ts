import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { timbangBaki, timbangBakiDetail } from '@/features/stock/schema';
import type { WeighingSort } from '../schemas';

export type WeighingItem = { kodeBarcode: string; namaBarang: string; kodeBaki: string; berat: string; beratKotor: string };
export type Weighing = typeof timbangBaki.$inferSelect & { items: WeighingItem[] };

const ORDER = {
  kode_barcode: [asc(timbangBakiDetail.kodeBarcode)],
  nama_barang: [asc(timbangBakiDetail.namaBarang), asc(timbangBakiDetail.kodeBarcode)],
  // §2.9 names the tray code kode_toko (the item search sends the tray as kode_toko).
  kode_toko: [asc(timbangBakiDetail.kodeBaki), asc(timbangBakiDetail.kodeBarcode)],
} as const;

/** A weighing of the shop with its items (data_timbang) in the chosen order, or null. */
export async function readWeighing(db: Db, kodeToko: string, noTimbang: string, sort: WeighingSort): Promise<Weighing | null> {
  const [header] = await db.select().from(timbangBaki).where(and(eq(timbangBaki.kodeToko, kodeToko), eq(timbangBaki.noTimbang, noTimbang)));
  if (!header) return null;
  const items = await db
    .select({ kodeBarcode: timbangBakiDetail.kodeBarcode, namaBarang: timbangBakiDetail.namaBarang, kodeBaki: timbangBakiDetail.kodeBaki, berat: timbangBakiDetail.berat, beratKotor: timbangBakiDetail.beratKotor })
    .from(timbangBakiDetail)
    .where(eq(timbangBakiDetail.noTimbang, noTimbang))
    .orderBy(...ORDER[sort]);
  return { ...header, items };
}

/** The weighing in PROSES on a tray of the shop, if one was started and neither saved nor reset. */
export async function findOpenWeighing(db: Db, kodeToko: string, kodeBaki: string): Promise<string | null> {
  const [open] = await db.select({ noTimbang: timbangBaki.noTimbang }).from(timbangBaki)
    .where(and(eq(timbangBaki.kodeToko, kodeToko), eq(timbangBaki.kodeBaki, kodeBaki), eq(timbangBaki.status, 'PROSES')));
  return open?.noTimbang ?? null;
}
