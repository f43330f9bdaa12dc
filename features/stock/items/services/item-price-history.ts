import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { barang } from '@/lib/db/schema/gram-ledger';
import { riwayatHargaBarang } from '@/features/stock/schema';
import { readDb } from '@/lib/db/transaction';
import { NotFoundError } from '@/lib/errors/app-error';
import { notInCustody } from './list-items';

export type ItemPriceHistoryRow = {
  id: number; kolom: string; sebelum: string; sesudah: string; diubahOleh: string; disetujuiOleh: string | null; diubahPada: string;
};

/** The price history of an item of the user's shop (riwayat_harga_barang), newest first, as the Data Barang edit shows it. */
export async function findItemPriceHistory({ ctx, input, tx }: { ctx: SessionContext; input: { kodeBarcode: string }; tx?: Tx }): Promise<ItemPriceHistoryRow[]> {
  requireAccess(ctx, '/data-barang');
  const kodeBarcode = String(input?.kodeBarcode ?? '').trim().toUpperCase().slice(0, 30);
  const db = readDb(tx);
  const [item] = await db.select({ kode: barang.kodeBarcode }).from(barang)
    .where(and(eq(barang.kodeBarcode, kodeBarcode), eq(barang.kodeToko, ctx.shop.kodeToko), notInCustody));
  if (!item) throw NotFoundError('notFound');
  const rows = await db.select().from(riwayatHargaBarang).where(eq(riwayatHargaBarang.kodeBarcode, kodeBarcode))
    .orderBy(desc(riwayatHargaBarang.id)).limit(200);
  return rows.map((row) => ({
    id: row.id, kolom: row.kolom, sebelum: row.sebelum, sesudah: row.sesudah, diubahOleh: row.diubahOleh, disetujuiOleh: row.disetujuiOleh,
    diubahPada: row.diubahPada.toISOString(),
  }));
}
