// No 'server-only' marker: the closing (features/tutup-toko/kernel.ts) runs in the demo generator too.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { readRupiah } from '@/lib/format';
import { pembelian } from '../schema';

export type BuybacksOfDay = { jumlah: number; total: number; transfer: number };

/**
 * The shop's active buybacks dated in [start, end): how many, their total, and what of it was paid by transfer
 * (money that did not leave the cash). What Tutup Toko counts and keeps.
 */
export async function sumBuybacksOfDay(db: Db, kodeToko: string, { start, end }: { start: Date; end: Date }): Promise<BuybacksOfDay> {
  const [row] = await db.select({ jumlah: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${pembelian.totalHarga}), 0)`,
    transfer: sql<string>`coalesce(sum(${pembelian.bayarTransfer}), 0)` })
    .from(pembelian).where(and(eq(pembelian.kodeToko, kodeToko), eq(pembelian.status, 'AKTIF'), gte(pembelian.tanggal, start), lt(pembelian.tanggal, end)));
  return { jumlah: row?.jumlah ?? 0, total: readRupiah(row?.total ?? 0), transfer: readRupiah(row?.transfer ?? 0) };
}
