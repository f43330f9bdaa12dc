import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded';
import { ensureDatabase } from './ensure-database';
import { migrateDatabase } from './migrate';
import { isDatabaseEmpty, seedDemo, type DemoLogin } from './seed';

export type BootedDatabase = {
  url: string;
  embedded?: EmbeddedServer;
  demoLogins?: DemoLogin[];
};

export const EMBEDDED_DATA_DIR = path.resolve(process.env.KILAU_DATA_DIR ?? 'data', 'pg');

/**
 * Finds the database (DATABASE_URL, or the embedded one under ./data/pg), migrates it,
 * and fills it with the demo installation when it holds no shop yet.
 * Sets process.env.DATABASE_URL so the Next bundles in this process use the same server.
 */
export async function bootDatabase(options: { seedScale?: number; seed?: boolean } = {}): Promise<BootedDatabase> {
  let url = process.env.DATABASE_URL;
  let embedded: EmbeddedServer | undefined;
  if (!url) {
    embedded = await startEmbeddedPostgres(EMBEDDED_DATA_DIR, Number(process.env.EMBEDDED_PG_PORT ?? 54329));
    url = embedded.url('kilau');
  }
  await ensureDatabase(url);
  process.env.DATABASE_URL = url;
  await migrateDatabase();
  let demoLogins: DemoLogin[] | undefined;
  if (options.seed !== false && (await isDatabaseEmpty())) {
    demoLogins = await seedDemo({ scale: options.seedScale ?? Number(process.env.DEMO_SCALE ?? 1) });
  }
  return { url, embedded, demoLogins };
}
