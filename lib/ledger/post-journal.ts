// No 'server-only' marker: the demo generator posts the opening entries from server.ts too.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { akun, jurnal, rekening } from '@/lib/db/schema/money-ledger';
import { fromReturned, unnest } from '../db/unnest';
import { isBankAccount, isCashAccount } from './accounts';
import { assertDayOpen } from './day-lock';
import { formatRupiah, readRupiah } from '../format';
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

/** An entry's accounts, each once, in code-unit order. */
const accountsOf = (input: JournalInput) => [...new Set(input.lines.map((line) => line.nomorAkun))].sort();

/**
 * Posts one balanced entry inside the caller's transaction: a batch of one (postJournals, whose rules it follows).
 * `afterHeader` exists for the failure tests: it runs between the entry and its lines.
 */
export async function postJournal(tx: Tx, input: JournalInput, afterHeader?: () => void | Promise<void>): Promise<PostedJournal> {
  const [posted] = await postJournals(tx, [input], { afterHeader });
  return posted;
}

export type PostedJournal = { jurnal: Jurnal; replayed: boolean };

/**
 * Posts balanced entries inside the caller's transaction with the same few statements whatever their number (a screen
 * posts one, through postJournal; the demo generator a shop's day of sales at once). Results come in the order of
 * `inputs`.
 *
 * Each entry: its lines validated (whole Rupiah, one side each, debit = kredit); a closed day refused (assertDayOpen,
 * once per shop-day and transaction); every account known and either shared or the entry's shop's (else `akunUnknown`,
 * `akunTokoLain`); with an idempotency key posted before, the first entry answered (`replayed`) and nothing written.
 * Two statements on the usual path, because the balance rows of a shop (its cash account above all) are updated by
 * every entry of that shop and stay locked until the caller commits. A balance row is an account's for one shop (the
 * entry's), so shops never wait for each other on a shared account such as sales:
 *  1. the headers, each written only when its accounts are its shop's and its key is new
 *     (`on conflict (idempotency_key) do nothing` settles a race between two posts of one key);
 *  2. the lines and the balances together, last, one balance row per account and shop in that order (so concurrent
 *     postings lock rows in one order and never deadlock), for as short a hold as possible.
 * Only a replay or a refusal costs more round trips. The floors hold per entry, in the order of `inputs`: a shop's cash
 * never below zero after any entry (`saldoKasKurang`), and no entry takes money out of a bank account below zero
 * (`saldoBankKurang`), so a batch cannot hide an overdraft behind a later deposit. They are checked on the balances
 * statement 2 wrote under the rows' locks; the caller's transaction must then roll back, as it does for any error.
 */
export async function postJournals(tx: Tx, inputs: JournalInput[], options: { afterHeader?: () => void | Promise<void> } = {}): Promise<PostedJournal[]> {
  if (inputs.length === 0) return [];
  for (const input of inputs) validateLines(input.lines);
  const keys = inputs.map((input) => input.idempotencyKey).filter((key): key is string => !!key);
  if (new Set(keys).size !== keys.length) throw ConflictError('idempotencyKeyReused');
  for (const input of inputs) await assertDayOpen(tx, input.kodeToko, input.tanggal);

  const rows = (await tx.execute(sql`
    insert into ${jurnal} (no_jurnal, kode_toko, trx, kategori, keterangan, idempotency_key, reverses_id, created_by, tanggal)
    select 'JU-' || v.kode_toko || '-' || lpad(nextval('jurnal_no_seq')::text, 8, '0'), v.kode_toko, v.trx, v.kategori, v.keterangan,
           v.idempotency_key, v.reverses_id, v.created_by, coalesce(v.tanggal, now())
      from ${unnest({
        kode_toko: ['varchar', inputs.map((i) => i.kodeToko)], trx: ['varchar', inputs.map((i) => i.trx)], kategori: ['varchar', inputs.map((i) => i.kategori)],
        keterangan: ['text', inputs.map((i) => i.keterangan)], idempotency_key: ['varchar', inputs.map((i) => i.idempotencyKey || null)],
        reverses_id: ['bigint', inputs.map((i) => i.reversesId)], created_by: ['varchar', inputs.map((i) => i.createdBy)],
        tanggal: ['timestamptz', inputs.map((i) => i.tanggal)], akun: ['jsonb', inputs.map((i) => JSON.stringify(accountsOf(i)))],
      }, 'v', { ordinality: true })}
     where (select count(*) from ${akun} a where a.nomor_akun in (select jsonb_array_elements_text(v.akun))
               and (a.kode_toko is null or a.kode_toko = v.kode_toko)) = jsonb_array_length(v.akun)
       and (v.idempotency_key is null or not exists (select 1 from ${jurnal} j where j.idempotency_key = v.idempotency_key))
     order by v.n
    on conflict (idempotency_key) do nothing
    returning *`)).rows.map((row) => fromReturned(jurnal, row)).sort((a, b) => a.id - b.id);

  // Written in the order of `inputs` (ids ascend with it): a keyed entry found by its key, the others in turn.
  const byKey = new Map(rows.filter((row) => row.idempotencyKey !== null).map((row) => [row.idempotencyKey!, row]));
  const unkeyed = rows.filter((row) => row.idempotencyKey === null);
  // An entry without a key left out (its accounts) leaves the others' places unknown: each is then looked at.
  const unkeyedShort = unkeyed.length < inputs.filter((input) => !input.idempotencyKey).length;
  const written = inputs.map((input) => (input.idempotencyKey ? byKey.get(input.idempotencyKey) : unkeyedShort ? undefined : unkeyed.shift()));
  const results = written.some((entry) => !entry) ? await answerUnwritten(tx, inputs, written) : written.map((entry) => ({ jurnal: entry!, replayed: false }));

  const fresh = inputs.flatMap((input, i) => (results[i].replayed ? [] : [{ input, entry: results[i].jurnal }]));
  if (fresh.length === 0) return results;
  await options.afterHeader?.();
  const lines = fresh.flatMap(({ input, entry }) => input.lines.map((line) => ({ ...line, jurnalId: entry.id, kodeToko: input.kodeToko })));
  const movements = new Map<string, { nomorAkun: string; kodeToko: string; delta: number }>();
  for (const line of lines) {
    const key = balanceKey(line.nomorAkun, line.kodeToko);
    const movement = movements.get(key) ?? { nomorAkun: line.nomorAkun, kodeToko: line.kodeToko, delta: 0 };
    movement.delta += line.debit - line.kredit;
    movements.set(key, movement);
  }
  // (Plain code-unit order in JS, account then shop; the statement keeps this order, whatever the database's collation.)
  const moved = [...movements.values()].sort((a, b) => compare(a.nomorAkun, b.nomorAkun) || compare(a.kodeToko, b.kodeToko));
  // One statement: the lines, then one balance row per account and shop in the order of `moved` (so ON CONFLICT never
  // meets the same row twice).
  const balances = await tx.execute(sql`
    with lines as (
      insert into jurnal_detail (jurnal_id, nomor_akun, debit, kredit)
      select * from ${unnest({
        jurnal_id: ['bigint', lines.map((l) => l.jurnalId)], nomor_akun: ['varchar', lines.map((l) => l.nomorAkun)],
        debit: ['bigint', lines.map((l) => l.debit)], kredit: ['bigint', lines.map((l) => l.kredit)],
      })}
    )
    insert into saldo_akun (nomor_akun, kode_toko, saldo)
    select v.nomor_akun, v.kode_toko, v.saldo from ${unnest({
      nomor_akun: ['varchar', moved.map((row) => row.nomorAkun)], kode_toko: ['varchar', moved.map((row) => row.kodeToko)],
      saldo: ['bigint', moved.map((row) => row.delta)],
    }, 'v', { ordinality: true })}
     order by v.n
    on conflict (nomor_akun, kode_toko) do update set saldo = saldo_akun.saldo + excluded.saldo
    returning nomor_akun, kode_toko, saldo`);
  await refuseOverdrawn(tx, balances.rows as BalanceRow[], fresh.map(({ input }) => input), movements);
  return results;
}

/**
 * The answers of a batch some of whose entries were not written: a key posted before answers its first entry (before
 * anything else is looked at, as it always was); otherwise the first entry that names an account unknown or of another
 * shop is refused for it, and a key this transaction cannot see taken (only possible above READ COMMITTED) is a conflict.
 */
async function answerUnwritten(tx: Tx, inputs: JournalInput[], written: (Jurnal | undefined)[]): Promise<PostedJournal[]> {
  const unwritten = inputs.filter((_, i) => !written[i]);
  const keys = unwritten.map((input) => input.idempotencyKey).filter((key): key is string => !!key);
  const earlier = new Map((keys.length === 0 ? [] : await tx.select().from(jurnal).where(inArray(jurnal.idempotencyKey, keys))).map((row) => [row.idempotencyKey!, row]));
  const accounts = [...new Set(unwritten.flatMap(accountsOf))];
  const known = new Map((await tx.select({ nomorAkun: akun.nomorAkun, kodeToko: akun.kodeToko }).from(akun).where(inArray(akun.nomorAkun, accounts)))
    .map((row) => [row.nomorAkun, row.kodeToko]));
  const results: PostedJournal[] = [];
  for (const [i, input] of inputs.entries()) {
    const entry = written[i];
    const before = input.idempotencyKey ? earlier.get(input.idempotencyKey) : undefined;
    if (entry || before) {
      results.push(entry ? { jurnal: entry, replayed: false } : replay(before!, input));
      continue;
    }
    // Another shop's account (its cash, its bank account) is never posted to, whatever the parameters say.
    const otherShop = accountsOf(input).find((nomorAkun) => { const owner = known.get(nomorAkun); return owner !== undefined && owner !== null && owner !== input.kodeToko; });
    if (otherShop) throw ValidationError('akunTokoLain', { nomor: otherShop });
    if (accountsOf(input).some((nomorAkun) => !known.has(nomorAkun))) throw ValidationError('akunUnknown');
    // A keyed entry: its key taken where this transaction cannot see it. One without a key was written, but while
    // another without a key is left out, which row is its own is not known: that other is refused in its turn.
    if (input.idempotencyKey) throw ConflictError('idempotencyKeyReused');
  }
  if (results.length !== inputs.length) throw new Error('postJournals: an entry without a key was left out unexplained');
  return results;
}

type BalanceRow = { nomor_akun: string; kode_toko: string; saldo: string | number };

/** A balance row's key in the maps of a batch: account and shop (neither holds a NUL). */
const balanceKey = (nomorAkun: string, kodeToko: string) => `${nomorAkun}\u0000${kodeToko}`;
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The floors of the ledger, entry by entry in the batch's order, on the balances its statement wrote (under the rows'
 * locks). A cash or bank account is one shop's, so only its shop posts to it and its one row is its balance. Each
 * row's balance before the batch is the one written less the batch's movement, then every entry's
 * movement is added in turn. A shop's cash is never below zero after an entry, and a bank account is never taken below
 * zero by money going out of it (a deposit into an account that is somehow below zero is not refused: it only brings it
 * closer). The bank's refusal names the account and the balance it had before that entry, so the cashier knows how
 * much may still go out.
 */
async function refuseOverdrawn(tx: Tx, rows: BalanceRow[], entries: JournalInput[], movements: Map<string, { delta: number }>): Promise<void> {
  const running = new Map(rows.map((row) => {
    const key = balanceKey(row.nomor_akun, row.kode_toko);
    return [key, readRupiah(row.saldo) - (movements.get(key)?.delta ?? 0)];
  }));
  for (const entry of entries) {
    const own = new Map<string, number>();
    for (const line of entry.lines) own.set(line.nomorAkun, (own.get(line.nomorAkun) ?? 0) + line.debit - line.kredit);
    for (const [nomorAkun, delta] of own) {
      const key = balanceKey(nomorAkun, entry.kodeToko);
      const before = running.get(key) ?? 0;
      const after = before + delta;
      running.set(key, after);
      if (isCashAccount(nomorAkun) && after < 0) throw ValidationError('saldoKasKurang');
      if (isBankAccount(nomorAkun) && delta < 0 && after < 0) await refuseBank(tx, nomorAkun, before);
    }
  }
}

async function refuseBank(tx: Tx, nomorAkun: string, before: number): Promise<never> {
  const [account] = await tx.select({ noRekening: rekening.noRekening, namaRekening: rekening.namaRekening, kodeBank: rekening.kodeBank })
    .from(rekening).where(eq(rekening.nomorAkun, nomorAkun));
  throw ValidationError('saldoBankKurang', {
    rekening: account ? `${account.kodeBank} ${account.noRekening} (${account.namaRekening})` : nomorAkun,
    saldo: formatRupiah(before),
  });
}

function replay(existing: Jurnal, input: JournalInput): PostedJournal {
  if (existing.kodeToko !== input.kodeToko || existing.trx !== input.trx) throw ConflictError('idempotencyKeyReused');
  return { jurnal: existing, replayed: true };
}
