import path from 'node:path';
import { todayInJakarta } from '../lib/format';
import { addDays } from '../lib/pricing/loan';
import { closeDb } from '../lib/db/client';
import { startEmbeddedPostgres } from '../lib/db/embedded';
import { ensureDatabase } from '../lib/db/ensure-database';
import { migrateDatabase } from '../lib/db/migrate';
import { isDatabaseEmpty, seedDemo } from '@/features/demo';

/** The customers of the benches' seeded documents (a name and the document's place: "Dewi Lestari 4242"). */
export const BENCH_NAMES = ['Siti Aminah', 'Budi Santoso', 'Dewi Lestari', 'Agus Salim', 'Rina Wati', 'Joko Widodo', 'Sri Mulyani', 'Andi Pratama'];
/** The days of a bench's seeded year of documents, and its first day: before the demo's 90 days, whose closed days refuse a posting. */
export const SEEDED_DAYS = 365;
export const seededYearStart = () => addDays(todayInJakarta(), -(SEEDED_DAYS + 100));

/** The p-th percentile of some timings (ms), to a tenth. */
export function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
}

/** The least-squares slope of samples taken over time, in the sample's unit per minute (0 for fewer than two). */
export function slopePerMinute(samples: { minute: number; mb: number }[]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const mx = samples.reduce((sum, s) => sum + s.minute, 0) / n;
  const my = samples.reduce((sum, s) => sum + s.mb, 0) / n;
  const sxy = samples.reduce((sum, s) => sum + (s.minute - mx) * (s.mb - my), 0);
  const sxx = samples.reduce((sum, s) => sum + (s.minute - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

/** Timed runs per figure of `measure`. */
export const MEASURED_RUNS = 20;

/** One warm-up, then `runs` timed runs one after another: p50, p95 and p99 in ms. */
export async function measure(run: () => Promise<unknown>, runs = MEASURED_RUNS): Promise<{ p50: number; p95: number; p99: number }> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Postings offered at `rate` a second for `seconds` (open loop: each starts on its schedule whether or not the earlier
 * ones committed, shared round the `cashiers`; its latency from its scheduled start): p50 and p99 in ms, and how many
 * committed a second. `post(i, cashier)` posts the i-th of the run.
 */
export async function openLoop(rate: number, seconds: number, cashiers: number, post: (i: number, cashier: number) => Promise<unknown>) {
  const latencies: number[] = [];
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < rate * seconds; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(post(i, i % cashiers).then(() => { latencies.push(performance.now() - due); }));
  }
  await Promise.all(pending);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), perSecond: Math.round(latencies.length / ((performance.now() - started) / 1000)) };
}

/** `cashiers` each posting `each` back to back (the next as soon as the last committed): p50 and p99 in ms, and postings a second. */
export async function flatOut(cashiers: number, each: number, post: (i: number, cashier: number) => Promise<unknown>) {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(Array.from({ length: cashiers }, async (_, cashier) => {
    for (let k = 0; k < each; k++) {
      const begun = performance.now();
      await post(cashier * each + k, cashier);
      latencies.push(performance.now() - begun);
    }
  }));
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), perSecond: Math.round(latencies.length / ((performance.now() - started) / 1000)) };
}

/**
 * A bench's own database with the demo installation (at `scale`, default 1): the one `urlVariable` names, or an embedded
 * PostgreSQL kept under bench/out/<name> (port from `portVariable`) and reused by the next run. `close` ends the pool and
 * the embedded server; `url` is the database's, `seedSeconds` the demo's seeding time (0 when reused).
 */
export async function openBenchDatabase({ name, urlVariable, portVariable, defaultPort, scale = 1 }: {
  name: string; urlVariable: string; portVariable: string; defaultPort: number; scale?: number;
}): Promise<{ close: () => Promise<void>; url: string; seedSeconds: number }> {
  let stop = async () => {};
  let url = process.env[urlVariable];
  if (!url) {
    const pg = await startEmbeddedPostgres(path.resolve(`bench/out/${name}/pg`), Number(process.env[portVariable] ?? defaultPort));
    url = pg.url('kilau');
    stop = () => pg.stop();
  }
  await ensureDatabase(url);
  process.env.DATABASE_URL = url;
  await migrateDatabase();
  let seedSeconds = 0;
  if (await isDatabaseEmpty()) {
    const started = performance.now();
    await seedDemo({ scale });
    seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  }
  return { close: async () => { await closeDb(); await stop(); }, url, seedSeconds };
}

/**
 * One shop's postings by `cashiers` (bench/loans.ts' redemptions, bench/orders.ts' pickups): offered at each of `rates`
 * a second for `seconds` (openLoop), then flat out, `each` a cashier back to back (flatOut: the shop's ceiling), into
 * `results` under `one` / `many` ("redemption" / "redemptions"). `post(doc, cashier)` posts the doc-th of `docs`.
 */
export async function measurePostings<Doc>(results: Record<string, string | number>, { one, many, rates, seconds, cashiers, each, docs, post }: {
  one: string; many: string; rates: number[]; seconds: number; cashiers: number; each: number; docs: Doc[]; post: (doc: Doc, cashier: number) => Promise<unknown>;
}) {
  let next = 0;
  for (const rate of rates) {
    const offered = await openLoop(rate, seconds, cashiers, (_, cashier) => post(docs[next++], cashier));
    results[`${one} offered at ${rate}/s for ${seconds} s by ${cashiers} cashiers (ms p50 / p99 from its scheduled start, target p99 < 150)`] = `${offered.p50} / ${offered.p99}`;
    results[`${many} committed per second at ${rate}/s offered`] = offered.perSecond;
  }
  const rest = docs.slice(next);
  const flat = await flatOut(cashiers, each, (i, cashier) => post(rest[i], cashier));
  results[`${one} flat out, ${cashiers} cashiers × ${each} back to back (ms p50 / p99)`] = `${flat.p50} / ${flat.p99}`;
  results[`${many} per second flat out (the shop's ceiling)`] = flat.perSecond;
}
