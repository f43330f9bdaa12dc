// Ledger throughput (issue 5) against the embedded PostgreSQL on loopback; every transfer is one balanced entry with an
// idempotency key, posted as the transfer screens post them (one transaction, postJournal). Two runs:
//  - saturation: 20 concurrent writers, each posting its next transfer as soon as the last one committed, for 10 s.
//    This gives the ceiling; its latency is mostly time spent queueing behind the other 19 writers (closed loop).
//  - open loop: 250 transfers/s offered for 10 s, each started on its schedule whether or not earlier ones finished,
//    latency counted from the scheduled start, so any queueing (pool, row locks, event loop) shows in it.
//    This is the run the target speaks of: at least 200 transfers/s sustained with p99 under 100 ms.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeDb, getDb, getPool } from '../lib/db/client';
import { startEmbeddedPostgres } from '../lib/db/embedded';
import { ensureDatabase } from '../lib/db/ensure-database';
import { migrateDatabase } from '../lib/db/migrate';
import { isDatabaseEmpty, seedDemo } from '@/features/demo';
import { cashAccountOf } from '@/lib/ledger/accounts';
import { postJournal } from '../lib/ledger/post-journal';

const WRITERS = 20;
const SATURATION_MS = 10_000;
const OPEN_LOOP_RATE = 250;
const OPEN_LOOP_MS = 10_000;

type Bank = { nomor_akun: string; kode_toko: string };

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)] : NaN);
const round = (ms: number) => Math.round(ms * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchLedger(): Promise<Record<string, number>> {
  const pg = await startEmbeddedPostgres(path.resolve('bench/out/ledger/pg'), 54333);
  const url = pg.url('kilau');
  await ensureDatabase(url);
  process.env.DATABASE_URL = url;
  process.env.KILAU_DATA_DIR = path.resolve('bench/out/ledger');
  // The server's own connection pool (DB_POOL_MAX, 10 unless set), not one connection per writer: 20 writers are 20
  // requests at once, and as in the server the ones without a connection wait for one in the pool's queue.
  await migrateDatabase();
  if (await isDatabaseEmpty()) await seedDemo({ scale: 1 });
  const db = getDb();
  const poolSize = getPool().options.max ?? 10;
  const banks = (await db.execute(sql`select nomor_akun, kode_toko from rekening order by 1`)).rows as Bank[];
  const prefix = `bench-${process.pid}-${Date.now()}`;

  /**
   * One transfer between the shop's cash and one of its bank accounts, as the transfer screen posts it: a withdrawal
   * into cash, so that repeated runs on the same database never meet the cash balance's floor of zero.
   */
  const transfer = (n: number, key: string) => {
    const bank = banks[n % banks.length];
    const amount = 1000 + (n % 5000);
    return db.transaction((tx) =>
      postJournal(tx, {
        kodeToko: bank.kode_toko, trx: 'MUTASI_UANG_CASH', keterangan: 'bench', createdBy: 'bench', idempotencyKey: key,
        lines: [{ nomorAkun: cashAccountOf(bank.kode_toko), debit: amount, kredit: 0 }, { nomorAkun: bank.nomor_akun, debit: 0, kredit: amount }],
      }),
    );
  };

  // Saturation: closed loop, WRITERS at once, as fast as they go.
  const saturation: number[] = [];
  let n = 0;
  const saturationStart = performance.now();
  const until = saturationStart + SATURATION_MS;
  const worker = async () => {
    while (performance.now() < until) {
      const i = n++;
      const started = performance.now();
      await transfer(i, `${prefix}-s-${i}`);
      saturation.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, () => worker().catch((error) => {
    console.error('writer failed:', error?.cause?.message ?? error?.message);
    throw error;
  })));
  const saturationSeconds = (performance.now() - saturationStart) / 1000;
  saturation.sort((a, b) => a - b);

  await sleep(1000);

  // Open loop: transfer i is due at start + i / rate, whatever happened to the ones before it.
  const open: number[] = [];
  let failed = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let lastDone = 0;
  const total = Math.round((OPEN_LOOP_RATE * OPEN_LOOP_MS) / 1000);
  const pending: Promise<void>[] = [];
  const openStart = performance.now();
  for (let i = 0; i < total; i++) {
    const due = openStart + (i * 1000) / OPEN_LOOP_RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    pending.push(
      transfer(i, `${prefix}-o-${i}`).then(
        () => {
          lastDone = performance.now();
          open.push(lastDone - due);
        },
        (error) => {
          failed++;
          if (failed === 1) console.error('open-loop transfer failed:', error?.cause?.message ?? error?.message);
        },
      ).finally(() => inFlight--),
    );
  }
  await Promise.all(pending);
  const openSeconds = (lastDone - openStart) / 1000;
  open.sort((a, b) => a - b);

  const [check] = (await db.execute(sql`
    select
      (select count(*)::int from (select j.id from jurnal j join jurnal_detail d on d.jurnal_id = j.id
                                   group by j.id having sum(d.debit) <> sum(d.kredit) or count(*) < 2) x) as unbalanced,
      (select count(*)::int from akun a
         left join (select nomor_akun, sum(debit - kredit) as total from jurnal_detail group by 1) l using (nomor_akun)
         left join (select nomor_akun, sum(saldo) as saldo from saldo_akun group by 1) s using (nomor_akun)
        where coalesce(l.total, 0) <> coalesce(s.saldo, 0)) as drift,
      (select count(*)::int from jurnal where idempotency_key like ${`${prefix}-%`}) as written`)).rows as { unbalanced: number; drift: number; written: number }[];
  await closeDb();
  await pg.stop();

  const sat = `saturation (${WRITERS} writers)`;
  const ol = `open loop ${OPEN_LOOP_RATE}/s`;
  return {
    'database connections (DB_POOL_MAX)': poolSize,
    [`${sat}: transfers posted`]: saturation.length,
    [`${sat}: transfers per second`]: Math.round(saturation.length / saturationSeconds),
    [`${sat}: p50 latency (ms)`]: round(percentile(saturation, 0.5)),
    [`${sat}: p99 latency (ms)`]: round(percentile(saturation, 0.99)),
    [`${sat}: max latency (ms)`]: round(saturation[saturation.length - 1]),
    [`${ol}: transfers offered`]: total,
    [`${ol}: transfers failed`]: failed,
    [`${ol}: transfers per second sustained (target >= 200)`]: Math.round(open.length / openSeconds),
    [`${ol}: p50 latency (ms)`]: round(percentile(open, 0.5)),
    [`${ol}: p99 latency (ms, target < 100)`]: round(percentile(open, 0.99)),
    [`${ol}: max latency (ms)`]: round(open[open.length - 1]),
    [`${ol}: most transfers in flight at once`]: maxInFlight,
    'entries written minus transfers posted (expect 0)': check.written - saturation.length - open.length,
    'unbalanced entries afterwards': check.unbalanced,
    'balances differing from their lines afterwards': check.drift,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`\nKilau ledger benchmark (embedded PostgreSQL on loopback): ${WRITERS} writers flat out for ${SATURATION_MS / 1000} s, then ${OPEN_LOOP_RATE} transfers/s offered for ${OPEN_LOOP_MS / 1000} s`);
  console.table(await benchLedger());
}
