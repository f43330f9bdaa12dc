import 'server-only';
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors/app-error';
import { todayInJakarta } from '@/lib/format';
import { jakartaDateOf, jakartaText } from '@/lib/time/sql';
import { parseInput } from '@/lib/validation/parse-input';
import { approvesOwnActions } from '@/features/otorisasi';
import { depositValidationDaySchema, depositValidationSchema, type DepositValidationInput } from '../schemas';
import { titipUang } from '../schema';

const PATH = '/validasi-titipan';

/** A row of Validasi Titipan: a deposit taken that day (the money left), who took it, who validated it. */
export type DepositValidationRow = {
  jenis: 'titipan'; nomor: string; jam: string; namaCustomer: string; namaBarang: string; jumlah: number; status: string; dibuatOleh: string; divalidasiOleh: string | null;
};

/**
 * Validasi Titipan: the shop's counter deposits taken on a Jakarta day (today unless given), validated or not, in time
 * order; cancelled ones are not listed. `canValidate`: a supervisor of the shop or the owner.
 */
export async function listDepositValidation({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof depositValidationDaySchema>; tx?: Tx }) {
  requireAccess(ctx, PATH);
  const tanggal = parseInput(depositValidationDaySchema, input).tanggal || todayInJakarta();
  const rows = await readDb(tx).select({
    nomor: titipUang.noTitip, jam: jakartaText(titipUang.tanggal, 'HH24:MI'), namaCustomer: titipUang.namaCustomer, namaBarang: titipUang.namaBarang,
    jumlah: titipUang.dpRp, status: titipUang.status, dibuatOleh: titipUang.createdBy, divalidasiOleh: titipUang.divalidasiOleh,
  }).from(titipUang)
    .where(and(eq(titipUang.kodeToko, ctx.shop.kodeToko), isNotNull(titipUang.kodeBarcode), ne(titipUang.status, 'BATAL'), sql`${jakartaDateOf(titipUang.tanggal)} = ${tanggal}::date`))
    .orderBy(asc(titipUang.tanggal), asc(titipUang.noTitip));
  return { tanggal, rows: rows.map((row): DepositValidationRow => ({ jenis: 'titipan', ...row })), canValidate: approvesOwnActions(ctx) };
}

/**
 * Marks deposits of the shop validated (who and when). Only a supervisor of the shop or the owner. A number that is
 * not the shop's is refused and nothing is written; cancelled or already validated ones are left as they are (a replay
 * validates nothing twice). A validated deposit can still be sold or cancelled later: the customer comes back another day.
 */
export async function validateTitipan({ ctx, input, tx }: { ctx: SessionContext; input: DepositValidationInput; tx?: Tx }) {
  requireAccess(ctx, PATH);
  if (!approvesOwnActions(ctx)) throw new AppError('forbidden', 'penjualanValidasiDitolak');
  const form = parseInput(depositValidationSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const userId = ctx.user.userId;
  const numbers = [...new Set(form.titipan)];
  return withTransaction(tx, async (db) => {
    const found = new Set((await db.select({ no: titipUang.noTitip }).from(titipUang)
      .where(and(inArray(titipUang.noTitip, numbers), eq(titipUang.kodeToko, kodeToko), isNotNull(titipUang.kodeBarcode)))).map((row) => row.no));
    const missing = numbers.find((no) => !found.has(no));
    if (missing) throw new AppError('not-found', 'titipanTidakDitemukan', { nomor: missing });
    const validated = await db.update(titipUang).set({ divalidasiOleh: userId, divalidasiAt: sql`now()`, updatedBy: userId, updatedAt: sql`now()` })
      .where(and(inArray(titipUang.noTitip, numbers), eq(titipUang.kodeToko, kodeToko), ne(titipUang.status, 'BATAL'), isNull(titipUang.divalidasiAt)))
      .returning({ nomor: titipUang.noTitip });
    return { titipan: validated.length };
  });
}
