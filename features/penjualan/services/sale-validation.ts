import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import type { DocumentToValidate } from '@/lib/documents/counter-document';
import { jakartaDateOf, jakartaText } from '@/lib/time/sql';
import { penjualan } from '../schema';

/** The shop's active sales of a Jakarta day (YYYY-MM-DD), validated or not, in time order (features/validasi). */
export async function readSalesToValidate(db: Db, kodeToko: string, tanggal: string): Promise<DocumentToValidate[]> {
  return db.select({ nomor: penjualan.noFakturJual, jam: jakartaText(penjualan.tanggal, 'HH24:MI'), namaCustomer: penjualan.namaCustomer,
    totalBerat: penjualan.totalBerat, totalHarga: penjualan.totalHarga, divalidasiOleh: penjualan.divalidasiOleh })
    .from(penjualan)
    .where(and(eq(penjualan.kodeToko, kodeToko), eq(penjualan.status, 'AKTIF'), sql`${jakartaDateOf(penjualan.tanggal)} = ${tanggal}::date`))
    .orderBy(asc(penjualan.tanggal));
}

/**
 * Marks the named sales of the shop validated by the user, now, in the caller's transaction; cancelled or already
 * validated ones are left as they are. Answers how many were validated now.
 */
export async function validateSales(tx: Tx, { kodeToko, nomors, userId }: { kodeToko: string; nomors: string[]; userId: string }): Promise<number> {
  if (nomors.length === 0) return 0;
  const validated = await tx.update(penjualan)
    .set({ divalidasiOleh: userId, divalidasiAt: sql`now()`, updatedBy: userId, updatedAt: sql`now()` })
    .where(and(inArray(penjualan.noFakturJual, nomors), eq(penjualan.kodeToko, kodeToko), eq(penjualan.status, 'AKTIF'), isNull(penjualan.divalidasiAt)))
    .returning({ nomor: penjualan.noFakturJual });
  return validated.length;
}
