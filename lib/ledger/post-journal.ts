// No 'server-only' marker: the demo generator posts the opening entries from server.ts too.
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { akun, jurnal } from '../db/schema';
import { isCashAccount } from './accounts';
import { assertDayOpen } from './day-lock';
import { ConflictError, ValidationError } from '@/lib/errors/app-error';

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
  /** When the entry happened; now unless given. Only the demo generator and tests back-date entries. */
  tanggal?: Date;
};

type Jurnal = typeof jurnal.$inferSelect;

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
 *
 * Two statements on the usual path, because the balance rows of a shop (its cash account above all) are updated by
 * every entry of that shop and stay locked until the caller commits:
 *  1. the header, written only when every account is known to the shop and the key is new
 *     (`on conflict (idempotency_key) do nothing` settles a race between two posts of one key);
 *  2. the lines and the balances together, last, so the balance rows are locked for as short a time as possible.
 * Only a replay or a refusal costs more round trips. A shop's closed day takes no entry (assertDayOpen, one round trip). An entry that would leave a shop's cash below zero is refused
 * (`saldoKasKurang`) after step 2; the caller's transaction must then roll back, as it does for any error.
 */
export async function postJournal(tx: Tx, input: JournalInput, afterHeader?: () => void | Promise<void>) {
  validateLines(input.lines);
  // Balances in account order, so concurrent entries lock rows in the same order and never deadlock.
  // (Plain code-unit order in JS; the statement below keeps this order, whatever the database's collation.)
  const accounts = [...new Set(input.lines.map((line) => line.nomorAkun))].sort();
  const key = input.idempotencyKey ?? null;
  await assertDayOpen(tx, input.kodeToko, input.tanggal);

  const inserted = await tx.execute(sql`
    insert into ${jurnal} (no_jurnal, kode_toko, trx, kategori, keterangan, idempotency_key, reverses_id, created_by, tanggal)
    select 'JU-' || ${input.kodeToko}::varchar || '-' || lpad(nextval('jurnal_no_seq')::text, 8, '0'),
           ${input.kodeToko}::varchar, ${input.trx}::varchar, ${input.kategori ?? null}::varchar, ${input.keterangan}::text,
           ${key}::varchar, ${input.reversesId ?? null}::bigint, ${input.createdBy}::varchar,
           coalesce(${input.tanggal ? input.tanggal.toISOString() : null}::timestamptz, now())
     where (select count(*) from ${akun}
             where nomor_akun in (${sql.join(accounts.map((nomorAkun) => sql`${nomorAkun}`), sql`, `)})
               and (kode_toko is null or kode_toko = ${input.kodeToko})) = ${accounts.length}
       ${key !== null ? sql`and not exists (select 1 from ${jurnal} where idempotency_key = ${key})` : sql``}
    on conflict (idempotency_key) do nothing
    returning *`);
  const [entry] = inserted.rows.map(toJurnal);

  if (!entry) {
    // Nothing written: the key was posted before (or by a request that committed while this one waited), or an
    // account is unknown to the shop. A replay is answered first, as it always was.
    if (key !== null) {
      const [existing] = await tx.select().from(jurnal).where(eq(jurnal.idempotencyKey, key));
      if (existing) return replay(existing, input);
    }
    const known = await tx.select({ nomorAkun: akun.nomorAkun, kodeToko: akun.kodeToko }).from(akun).where(inArray(akun.nomorAkun, accounts));
    // Another shop's account (its cash, its bank account) is never posted to, whatever the parameters say.
    const otherShop = known.find((account) => account.kodeToko !== null && account.kodeToko !== input.kodeToko);
    if (otherShop) throw ValidationError('akunTokoLain', { nomor: otherShop.nomorAkun });
    if (known.length !== accounts.length) throw ValidationError('akunUnknown');
    // The key conflicted with an entry this transaction cannot see (only possible above READ COMMITTED).
    throw ConflictError('idempotencyKeyReused');
  }

  await afterHeader?.();
  const deltas = accounts.map((nomorAkun) =>
    input.lines.filter((line) => line.nomorAkun === nomorAkun).reduce((sum, line) => sum + line.debit - line.kredit, 0),
  );
  // One statement: the lines, then the balances row by row in the order of `accounts` (a VALUES list is
  // inserted in its own order; one row per account, so ON CONFLICT never meets the same row twice).
  const balances = await tx.execute(sql`
    with lines as (
      insert into jurnal_detail (jurnal_id, nomor_akun, debit, kredit)
      values ${sql.join(input.lines.map((line) => sql`(${entry.id}, ${line.nomorAkun}, ${line.debit}, ${line.kredit})`), sql`, `)}
    )
    insert into saldo_akun (nomor_akun, saldo)
    values ${sql.join(accounts.map((nomorAkun, i) => sql`(${nomorAkun}, ${deltas[i]})`), sql`, `)}
    on conflict (nomor_akun) do update set saldo = saldo_akun.saldo + excluded.saldo
    returning nomor_akun, saldo`);
  // A shop's cash never goes below zero, whoever posts. The balance read here is the one this statement wrote
  // while holding the row's lock (kept until the caller commits), so concurrent withdrawals are checked one after
  // the other and the caller's rollback undoes the refused one whole.
  const overdrawn = (balances.rows as { nomor_akun: string; saldo: string | number }[])
    .some((row) => isCashAccount(row.nomor_akun) && Number(row.saldo) < 0);
  if (overdrawn) throw ValidationError('saldoKasKurang');
  return { jurnal: entry, replayed: false };
}

const JURNAL_COLUMNS = Object.entries(getTableColumns(jurnal));

/** A `returning *` row of jurnal as drizzle's own select would give it (camelCase keys, numbers and dates). */
function toJurnal(row: Record<string, unknown>): Jurnal {
  return Object.fromEntries(
    JURNAL_COLUMNS.map(([field, column]) => {
      const value = row[column.name];
      return [field, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as Jurnal;
}

function replay(existing: Jurnal, input: JournalInput) {
  if (existing.kodeToko !== input.kodeToko || existing.trx !== input.trx) throw ConflictError('idempotencyKeyReused');
  return { jurnal: existing, replayed: true };
}
