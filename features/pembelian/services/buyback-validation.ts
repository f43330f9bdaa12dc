import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import type { DocumentToValidate } from '@/lib/documents/counter-document';
import { jakartaDateOf, jakartaText } from '@/lib/time/sql';
import { pembelian } from '../schema';

/** The shop's active buybacks of a Jakarta day (YYYY-MM-DD), validated or not, in time order (features/validasi). */
export async function readBuybacksToValidate(db: Db, kodeToko: string, tanggal: string): Promise<DocumentToValidate[]> {
  return db.select({ nomor: pembelian.noFakturBeli, jam: jakartaText(pembelian.tanggal, 'HH24:MI'), namaCustomer: pembelian.namaCustomer,
    totalBerat: pembelian.totalBerat, totalHarga: pembelian.totalHarga, divalidasiOleh: pembelian.divalidasiOleh })
    .from(pembelian)
    .where(and(eq(pembelian.kodeToko, kodeToko), eq(pembelian.status, 'AKTIF'), sql`${jakartaDateOf(pembelian.tanggal)} = ${tanggal}::date`))
    .orderBy(asc(pembelian.tanggal));
}

/**
 * Marks the named buybacks of the shop validated by the user, now, in the caller's transaction; cancelled or already
 * validated ones are left as they are. Answers how many were validated now.
 */
export async function validateBuybacks(tx: Tx, { kodeToko, nomors, userId }: { kodeToko: string; nomors: string[]; userId: string }): Promise<number> {
  if (nomors.length === 0) return 0;
  const validated = await tx.update(pembelian)
    .set({ divalidasiOleh: userId, divalidasiAt: sql`now()`, updatedBy: userId, updatedAt: sql`now()` })
    .where(and(inArray(pembelian.noFakturBeli, nomors), eq(pembelian.kodeToko, kodeToko), eq(pembelian.status, 'AKTIF'), isNull(pembelian.divalidasiAt)))
    .returning({ nomor: pembelian.noFakturBeli });
  return validated.length;
}
