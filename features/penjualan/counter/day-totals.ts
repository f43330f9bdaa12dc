// No 'server-only' marker: the closing (features/tutup-toko/kernel.ts) runs in the demo generator too.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { readRupiah } from '@/lib/format';
import { penjualan } from '../schema';

export type SalesOfDay = { jumlah: number; total: number; transfer: number; kartu: number };

/**
 * The shop's active sales dated in [start, end): how many, their total, and what of it was paid by transfer and by
 * card (money that did not touch the cash). What Tutup Toko counts and keeps.
 */
export async function sumSalesOfDay(db: Db, kodeToko: string, { start, end }: { start: Date; end: Date }): Promise<SalesOfDay> {
  const [row] = await db.select({ jumlah: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${penjualan.totalHarga}), 0)`,
    transfer: sql<string>`coalesce(sum(${penjualan.bayarTransfer}), 0)`, kartu: sql<string>`coalesce(sum(${penjualan.bayarKartu}), 0)` })
    .from(penjualan).where(and(eq(penjualan.kodeToko, kodeToko), eq(penjualan.status, 'AKTIF'), gte(penjualan.tanggal, start), lt(penjualan.tanggal, end)));
  return { jumlah: row?.jumlah ?? 0, total: readRupiah(row?.total ?? 0), transfer: readRupiah(row?.transfer ?? 0), kartu: readRupiah(row?.kartu ?? 0) };
}
