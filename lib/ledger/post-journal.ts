// No 'server-only' marker: the demo generator posts the opening entries from server.ts too.
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { akun, jurnal, rekening } from '../db/schema';
import { isBankAccount, isCashAccount } from './accounts';
import { assertDayOpen } from './day-lock';
import { formatRupiah, readRupiah, todayInJakarta } from '../format';
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
 * (`saldoKasKurang`), and so is one that takes money out of a bank account below zero (`saldoBankKurang`), after step 2; the caller's transaction must then roll back, as it does for any error.
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
  // A shop's cash and a bank account never go below zero, whoever posts. The balance read here is the one this
  // statement wrote while holding the row's lock (kept until the caller commits), so concurrent withdrawals are
  // checked one after the other and the caller's rollback undoes the refused one whole.
  await refuseOverdrawn(tx, balances.rows as BalanceRow[], new Map(accounts.map((nomorAkun, i) => [nomorAkun, deltas[i]])));
  return { jurnal: entry, replayed: false };
}

type BalanceRow = { nomor_akun: string; saldo: string | number };

/**
 * The floors of the ledger, on the balances an entry's own statement wrote (under the rows' locks): a shop's cash
 * never below zero, and a bank account never taken below zero by money going out of it (a deposit into an account
 * that is somehow below zero is not refused: it only brings it closer). The bank's refusal names the account and
 * the balance it had before this entry, so the cashier knows how much may still go out.
 */
async function refuseOverdrawn(tx: Tx, rows: BalanceRow[], deltas: Map<string, number>): Promise<void> {
  if (rows.some((row) => isCashAccount(row.nomor_akun) && readRupiah(row.saldo) < 0)) throw ValidationError('saldoKasKurang');
  const bank = rows.find((row) => isBankAccount(row.nomor_akun) && (deltas.get(row.nomor_akun) ?? 0) < 0 && readRupiah(row.saldo) < 0);
  if (!bank) return;
  const [account] = await tx.select({ noRekening: rekening.noRekening, namaRekening: rekening.namaRekening, kodeBank: rekening.kodeBank })
    .from(rekening).where(eq(rekening.nomorAkun, bank.nomor_akun));
  throw ValidationError('saldoBankKurang', {
    rekening: account ? `${account.kodeBank} ${account.noRekening} (${account.namaRekening})` : bank.nomor_akun,
    saldo: formatRupiah(readRupiah(bank.saldo) - (deltas.get(bank.nomor_akun) ?? 0)),
  });
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

/**
 * Posts several balanced entries inside the caller's transaction with a few set-based statements whatever their
 * number (the demo generator posts a shop's day of sales at once; a screen posts one with postJournal). Each entry
 * follows postJournal's rules: balanced lines, accounts of its shop, a closed day refused, a shop's cash never below
 * zero, and its idempotency key (required here) answered with the first entry when posted before. Results come in the
 * order of `inputs`. An entry this path cannot take as it is (a replay, an unknown or another shop's account) goes
 * through postJournal itself, so it gets exactly the single entry's answer.
 */
export async function postJournals(tx: Tx, inputs: JournalInput[]): Promise<{ jurnal: Jurnal; replayed: boolean }[]> {
  if (inputs.length <= 1) return inputs.length === 0 ? [] : [await postJournal(tx, inputs[0])];
  for (const input of inputs) {
    validateLines(input.lines);
    if (!input.idempotencyKey) throw ValidationError('jurnalLines');
  }
  const keys = inputs.map((input) => input.idempotencyKey!);
  if (new Set(keys).size !== keys.length) throw ConflictError('idempotencyKeyReused');
  const days = new Map(inputs.map((input) => [`${input.kodeToko}|${todayInJakarta(input.tanggal ?? new Date())}`, input]));
  for (const input of days.values()) await assertDayOpen(tx, input.kodeToko, input.tanggal);

  const accounts = [...new Set(inputs.flatMap((input) => input.lines.map((line) => line.nomorAkun)))].sort();
  const known = new Map((await tx.select({ nomorAkun: akun.nomorAkun, kodeToko: akun.kodeToko }).from(akun).where(inArray(akun.nomorAkun, accounts)))
    .map((row) => [row.nomorAkun, row.kodeToko]));
  const fits = (input: JournalInput) => input.lines.every((line) => {
    const owner = known.get(line.nomorAkun);
    return owner !== undefined && (owner === null || owner === input.kodeToko);
  });
  const fresh = inputs.filter(fits);
  const column = (pick: (input: JournalInput) => string | number | null | undefined) =>
    sql.param(fresh.map((input) => { const value = pick(input); return value === null || value === undefined ? null : String(value); }));
  const inserted = fresh.length === 0 ? [] : (await tx.execute(sql`
    insert into ${jurnal} (no_jurnal, kode_toko, trx, kategori, keterangan, idempotency_key, reverses_id, created_by, tanggal)
    select 'JU-' || v.kode_toko || '-' || lpad(nextval('jurnal_no_seq')::text, 8, '0'), v.kode_toko, v.trx, v.kategori, v.keterangan,
           v.idempotency_key, v.reverses_id, v.created_by, coalesce(v.tanggal, now())
      from unnest(${column((i) => i.kodeToko)}::varchar[], ${column((i) => i.trx)}::varchar[], ${column((i) => i.kategori)}::varchar[],
                  ${column((i) => i.keterangan)}::text[], ${column((i) => i.idempotencyKey)}::varchar[], ${column((i) => i.reversesId)}::bigint[],
                  ${column((i) => i.createdBy)}::varchar[], ${column((i) => i.tanggal?.toISOString())}::timestamptz[])
           with ordinality as v(kode_toko, trx, kategori, keterangan, idempotency_key, reverses_id, created_by, tanggal, n)
     where not exists (select 1 from ${jurnal} j where j.idempotency_key = v.idempotency_key)
     order by v.n
    on conflict (idempotency_key) do nothing
    returning *`)).rows.map(toJurnal);
  const byKey = new Map(inserted.map((entry) => [entry.idempotencyKey!, entry]));

  const lines = inputs.flatMap((input) => {
    const entry = byKey.get(input.idempotencyKey!);
    return entry ? input.lines.map((line) => ({ ...line, jurnalId: entry.id })) : [];
  });
  if (lines.length > 0) {
    const deltas = new Map<string, number>();
    for (const line of lines) deltas.set(line.nomorAkun, (deltas.get(line.nomorAkun) ?? 0) + line.debit - line.kredit);
    const moved = [...deltas.keys()].sort();
    const list = (values: (string | number)[]) => sql.param(values.map(String));
    // As postJournal's second statement: the lines, then one balance row per account in account order.
    const balances = await tx.execute(sql`
      with lines as (
        insert into jurnal_detail (jurnal_id, nomor_akun, debit, kredit)
        select * from unnest(${list(lines.map((l) => l.jurnalId))}::bigint[], ${list(lines.map((l) => l.nomorAkun))}::varchar[],
                             ${list(lines.map((l) => l.debit))}::bigint[], ${list(lines.map((l) => l.kredit))}::bigint[])
      )
      insert into saldo_akun (nomor_akun, saldo)
      select v.nomor_akun, v.saldo from unnest(${list(moved)}::varchar[], ${list(moved.map((nomorAkun) => deltas.get(nomorAkun)!))}::bigint[])
             with ordinality as v(nomor_akun, saldo, n)
       order by v.n
      on conflict (nomor_akun) do update set saldo = saldo_akun.saldo + excluded.saldo
      returning nomor_akun, saldo`);
    // (Checked on the batch's net movement per account: an entry of the batch may only overdraw what another fills.)
    await refuseOverdrawn(tx, balances.rows as BalanceRow[], deltas);
  }
  // The rest (replays, unknown or foreign accounts) as single entries, one by one: their answer or their refusal.
  const results: { jurnal: Jurnal; replayed: boolean }[] = [];
  for (const input of inputs) {
    const entry = byKey.get(input.idempotencyKey!);
    results.push(entry ? { jurnal: entry, replayed: false } : await postJournal(tx, input));
  }
  return results;
}
