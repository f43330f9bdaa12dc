// Ledger throughput (issue 5): sustained transfers per second and p99 on loopback against the embedded PostgreSQL,
// 20 concurrent writers for 10 s, each transfer one balanced entry with an idempotency key, as the transfer screens post them.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeDb, getDb } from '../lib/db/client';
import { startEmbeddedPostgres } from '../lib/db/embedded';
import { ensureDatabase } from '../lib/db/ensure-database';
import { migrateDatabase } from '../lib/db/migrate';
import { isDatabaseEmpty, seedDemo } from '../lib/db/seed';
import { cashAccountOf } from '../lib/domain/ledger';
import { postJournal } from '../lib/ledger/post-journal';

export async function benchLedger(): Promise<Record<string, number>> {
  const pg = await startEmbeddedPostgres(path.resolve('bench/out/ledger/pg'), 54333);
  const url = pg.url('kilau');
  await ensureDatabase(url);
  process.env.DATABASE_URL = url;
  process.env.KILAU_DATA_DIR = path.resolve('bench/out/ledger');
  process.env.DB_POOL_MAX = '20';
  await migrateDatabase();
  if (await isDatabaseEmpty()) await seedDemo({ scale: 1 });
  const db = getDb();
  const banks = ((await db.execute(sql`select nomor_akun, kode_toko from rekening order by 1`)).rows as { nomor_akun: string; kode_toko: string }[]);
  const latencies: number[] = [];
  const until = performance.now() + 10_000;
  let n = 0;
  const worker = async (w: number) => {
    while (performance.now() < until) {
      const bank = banks[(w + n) % banks.length];
      const amount = 1000 + (n % 5000);
      const key = `bench-${process.pid}-${w}-${n++}`;
      const started = performance.now();
      await db.transaction((tx) =>
        postJournal(tx, {
          kodeToko: bank.kode_toko, trx: 'MUTASI_UANG_CASH', keterangan: 'bench', createdBy: 'bench', idempotencyKey: key,
          lines: [{ nomorAkun: bank.nomor_akun, debit: amount, kredit: 0 }, { nomorAkun: cashAccountOf(bank.kode_toko), debit: 0, kredit: amount }],
        }),
      );
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: 20 }, (_, w) => worker(w).catch((error) => {
    console.error('worker failed:', error?.cause?.message ?? error?.message);
    throw error;
  })));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const [{ unbalanced }] = (await db.execute(sql`
    select count(*)::int as unbalanced from (select j.id from jurnal j join jurnal_detail d on d.jurnal_id = j.id group by j.id having sum(d.debit) <> sum(d.kredit)) x`)).rows as { unbalanced: number }[];
  await closeDb();
  await pg.stop();
  return {
    'transfers posted': latencies.length,
    'transfers per second (target >= 200)': Math.round(latencies.length / seconds),
    'p50 latency (ms)': Math.round(latencies[Math.floor(latencies.length * 0.5)]),
    'p99 latency (ms, target < 100)': Math.round(latencies[Math.floor(latencies.length * 0.99)]),
    'unbalanced entries afterwards': unbalanced,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('\nKilau ledger benchmark (20 concurrent writers, 10 s, embedded PostgreSQL on loopback)');
  console.table(await benchLedger());
}
