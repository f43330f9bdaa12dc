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
 * A bench's own database with the demo installation: the one `urlVariable` names, or an embedded PostgreSQL kept under
 * bench/out/<name> (port from `portVariable`) and reused by the next run. `close` ends the pool and the embedded server.
 */
export async function openBenchDatabase({ name, urlVariable, portVariable, defaultPort }: {
  name: string; urlVariable: string; portVariable: string; defaultPort: number;
}): Promise<{ close: () => Promise<void> }> {
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
  if (await isDatabaseEmpty()) await seedDemo();
  return { close: async () => { await closeDb(); await stop(); } };
}
