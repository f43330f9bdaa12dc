import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRandom } from '@/features/demo/random';
import { cashAccountOf } from './accounts';
import { useDemoDatabase } from '../../tests/support/db';
import { JOURNAL_CLEAN, journalInvariants } from '../../tests/support/ledger-checks';
import { postJournal, type JournalInput } from './post-journal';

const { db } = useDemoDatabase();

/** The ledger's invariants (tests/support/ledger-checks.ts): every entry balances, every balance is the sum of its lines. */
const checkInvariants = () => journalInvariants(db());

async function accountsOf(kodeToko: string) {
  const banks = (await db().execute(sql`select nomor_akun from rekening where kode_toko = ${kodeToko} order by 1`)).rows as { nomor_akun: string }[];
  return [cashAccountOf(kodeToko), ...banks.map((row) => row.nomor_akun)];
}

describe('ledger invariants', () => {
  it('hundreds of concurrent transfers, some replayed, some failing midway: balanced, consistent, each key once', async () => {
    const random = createRandom('ledger-property');
    const accounts = { CAB01: await accountsOf('CAB01'), CAB02: await accountsOf('CAB02') };
    const keys: string[] = [];
    const intents = Array.from({ length: 300 }, (_, n) => {
      const kodeToko = random.pick(['CAB01', 'CAB02'] as const);
      const [from, to] = [...accounts[kodeToko]].sort(() => random.next() - 0.5);
      const amount = random.int(1, 5_000_000);
      const replay = keys.length > 0 && random.next() < 0.2;
      const key = replay ? random.pick(keys) : `prop-${n}`;
      if (!replay) keys.push(key);
      const input: JournalInput = {
        kodeToko, trx: 'MUTASI_UANG_BANK', keterangan: `p${n}`, createdBy: 'test', idempotencyKey: key,
        lines: [{ nomorAkun: to, debit: amount, kredit: 0 }, { nomorAkun: from, debit: 0, kredit: amount }],
      };
      return { input, failMidway: random.next() < 0.1 };
    });
    const before = ((await db().execute(sql`select count(*)::int as n from jurnal`)).rows[0] as { n: number }).n;
    const outcomes = await Promise.allSettled(
      intents.map(({ input, failMidway }) =>
        db().transaction((tx) => postJournal(tx, input, failMidway ? () => { throw new Error('gagal di tengah jalan'); } : undefined)),
      ),
    );
    const invariants = await checkInvariants();
    expect(invariants).toEqual(JOURNAL_CLEAN);
    // Entries written: one per key that at least one non-failing attempt posted; failures and replays add nothing.
    const posted = new Set(intents.filter((_, i) => outcomes[i].status === 'fulfilled').map(({ input }) => input.idempotencyKey));
    const after = ((await db().execute(sql`select count(*)::int as n from jurnal`)).rows[0] as { n: number }).n;
    expect(after - before).toBe(posted.size);
    const rejected = outcomes.filter((outcome) => outcome.status === 'rejected') as PromiseRejectedResult[];
    expect(rejected.length).toBeGreaterThan(0);
    for (const outcome of rejected) expect(String(outcome.reason?.message ?? outcome.reason)).toMatch(/gagal di tengah jalan|idempotencyKeyReused|saldoKasKurang|saldoBankKurang/);
  }, 60_000);

  it('a process killed in the middle of a batch leaves no half entry and loses nothing committed', async () => {
    const [cash, bank] = await accountsOf('CAB01');
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/support/ledger-batch.ts'), cash, bank], {
      env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL }, stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk) => String(chunk).includes('running') && resolve());
      child.once('exit', (code) => reject(new Error(`batch exited early (${code})`)));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const batch = (await db().execute(sql`select count(*)::int as n, max(keterangan) as last from jurnal where created_by = 'batch'`)).rows[0] as { n: number };
    expect(batch.n).toBeGreaterThan(20);
    expect(await checkInvariants()).toEqual(JOURNAL_CLEAN);
  }, 60_000);
});
