// No 'server-only' marker: the demo generator posts the opening entries from server.ts too.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { akun, jurnal, jurnalDetail, saldoAkun } from '../db/schema';
import { ConflictError, ValidationError } from '../services/errors';

import { MAX_AMOUNT } from './limits';

export type JournalLine = { nomorAkun: string; debit: number; kredit: number };
export type JournalInput = {
  kodeToko: string;
  trx: string;
  kategori?: string | null;
  keterangan: string;
  lines: JournalLine[];
  idempotencyKey?: string | null;
  createdBy: string;
  reversesId?: number | null;
};

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export function validateLines(lines: JournalLine[]): void {
  if (lines.length < 2) throw ValidationError('jurnalLines');
  for (const line of lines) {
    const amounts = [line.debit, line.kredit];
    if (amounts.some((amount) => !Number.isSafeInteger(amount) || amount < 0 || amount > MAX_AMOUNT)) throw ValidationError('jumlahInvalid');
    if ((line.debit === 0) === (line.kredit === 0)) throw ValidationError('jurnalLines');
  }
  const debit = lines.reduce((sum, line) => sum + line.debit, 0);
  const kredit = lines.reduce((sum, line) => sum + line.kredit, 0);
  if (debit !== kredit) throw ValidationError('jurnalUnbalanced');
}

/**
 * Posts one balanced entry inside the caller's transaction and moves the balances of its accounts.
 * With an idempotency key, a second post of the same key returns the first entry and writes nothing.
 * `afterHeader` exists for the failure tests: it runs between the entry and its lines.
 */
export async function postJournal(tx: Tx, input: JournalInput, afterHeader?: () => void | Promise<void>) {
  validateLines(input.lines);
  if (input.idempotencyKey) {
    const [existing] = await tx.select().from(jurnal).where(eq(jurnal.idempotencyKey, input.idempotencyKey));
    if (existing) return replay(existing, input);
  }
  const accounts = [...new Set(input.lines.map((line) => line.nomorAkun))].sort();
  const known = await tx
    .select({ nomorAkun: akun.nomorAkun })
    .from(akun)
    .where(and(inArray(akun.nomorAkun, accounts), or(isNull(akun.kodeToko), eq(akun.kodeToko, input.kodeToko))));
  if (known.length !== accounts.length) throw ValidationError('akunUnknown');

  const [entry] = await tx
    .insert(jurnal)
    .values({
      noJurnal: sql`'JU-' || ${input.kodeToko} || '-' || lpad(nextval('jurnal_no_seq')::text, 8, '0')`,
      kodeToko: input.kodeToko, trx: input.trx, kategori: input.kategori ?? null, keterangan: input.keterangan,
      idempotencyKey: input.idempotencyKey ?? null, reversesId: input.reversesId ?? null, createdBy: input.createdBy,
    })
    .onConflictDoNothing({ target: jurnal.idempotencyKey })
    .returning();
  if (!entry) {
    // Another request with the same key committed between our look-up and our insert.
    const [existing] = await tx.select().from(jurnal).where(eq(jurnal.idempotencyKey, input.idempotencyKey!));
    return replay(existing, input);
  }
  await afterHeader?.();
  await tx.insert(jurnalDetail).values(input.lines.map((line) => ({ jurnalId: entry.id, ...line })));
  // Balances in account order, so concurrent entries lock rows in the same order and never deadlock.
  for (const nomorAkun of accounts) {
    const delta = input.lines.filter((line) => line.nomorAkun === nomorAkun).reduce((sum, line) => sum + line.debit - line.kredit, 0);
    await tx
      .insert(saldoAkun)
      .values({ nomorAkun, saldo: delta })
      .onConflictDoUpdate({ target: saldoAkun.nomorAkun, set: { saldo: sql`${saldoAkun.saldo} + ${delta}` } });
  }
  return { jurnal: entry, replayed: false };
}

function replay(existing: typeof jurnal.$inferSelect, input: JournalInput) {
  if (existing.kodeToko !== input.kodeToko || existing.trx !== input.trx) throw ConflictError('idempotencyKeyReused');
  return { jurnal: existing, replayed: true };
}
