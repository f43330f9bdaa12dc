import path from 'node:path';
import { closeDb } from '../lib/db/client';
import { startEmbeddedPostgres } from '../lib/db/embedded';
import { ensureDatabase } from '../lib/db/ensure-database';
import { migrateDatabase } from '../lib/db/migrate';
import { isDatabaseEmpty, seedDemo } from '@/features/demo';

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

/** One warm-up, then `runs` timed runs one after another: p50 and p95 in ms. */
export async function measure(run: () => Promise<unknown>, runs = MEASURED_RUNS): Promise<{ p50: number; p95: number }> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
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
