import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError, type ErrorKey } from '@/lib/errors/app-error';
import { jakartaDateOf } from '@/lib/time/sql';
import type { Tx } from './client';

/**
 * A kind of counter document a supervisor validates on a day's screen (Validasi Pesanan, Validasi Service): its table,
 * number, shop, state (BATAL ones are never validated), its moment, and `divalidasi_oleh`/`divalidasi_at` columns.
 */
export type ValidatedDocuments = {
  table: PgTable; nomor: PgColumn; kodeToko: PgColumn; status: PgColumn; tanggal: PgColumn; divalidasiAt: PgColumn;
  /** The refusal of a number that is not the shop's (values: { nomor }). */
  notFoundKey: ErrorKey;
};

/** Which of them a day's screen lists: the shop's documents of a Jakarta day, cancelled ones left out; and their order (time, number). */
export function dayDocuments(docs: ValidatedDocuments, kodeToko: string, tanggal: string) {
  return {
    where: and(eq(docs.kodeToko, kodeToko), ne(docs.status, 'BATAL'), sql`${jakartaDateOf(docs.tanggal)} = ${tanggal}::date`),
    orderBy: [asc(docs.tanggal), asc(docs.nomor)],
  };
}

/**
 * Marks the shop's documents validated by `userId` now. A number that is not the shop's is refused and nothing is
 * written; cancelled or already validated ones are left as they are, so a replay validates nothing twice and keeps the
 * first validator. Answers how many were validated now.
 */
export async function markValidated(db: Tx, docs: ValidatedDocuments, { numbers, kodeToko, userId }: { numbers: string[]; kodeToko: string; userId: string }) {
  const from = docs.table as never;
  const shops = await db.select({ no: docs.nomor }).from(from).where(and(inArray(docs.nomor, numbers), eq(docs.kodeToko, kodeToko))) as { no: string }[];
  const found = new Set(shops.map((row) => row.no));
  const missing = numbers.find((no) => !found.has(no));
  if (missing) throw new AppError('not-found', docs.notFoundKey, { nomor: missing });
  const validated = await db.update(from).set({ divalidasiOleh: userId, divalidasiAt: sql`now()`, updatedBy: userId, updatedAt: sql`now()` } as never)
    .where(and(inArray(docs.nomor, numbers), eq(docs.kodeToko, kodeToko), ne(docs.status, 'BATAL'), isNull(docs.divalidasiAt)))
    .returning({ nomor: docs.nomor });
  return validated.length;
}
