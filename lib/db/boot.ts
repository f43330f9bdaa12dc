import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeDb, getDb } from './client';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded';
import { ensureDatabase } from './ensure-database';
import { migrateDatabase } from './migrate';
import { isDatabaseEmpty } from './is-empty';
import type { DemoLogin } from './seed';

export type BootedDatabase = {
  url: string;
  embedded?: EmbeddedServer;
  demoLogins?: DemoLogin[];
  /** A production start on a database without any user: nothing was written, `npm run setup` must run first. */
  needsSetup?: boolean;
};

export const EMBEDDED_DATA_DIR = path.resolve(process.env.KILAU_DATA_DIR ?? 'data', 'pg');

/** Exit status of a production start that waits for `npm run setup` (EX_CONFIG): the systemd unit does not restart on it. */
export const SETUP_NEEDED_EXIT_CODE = 78;

export async function hasUsers(): Promise<boolean> {
  const result = await getDb().execute(sql`select exists (select 1 from users) as found`);
  return (result.rows[0] as { found: boolean }).found;
}

/**
 * Finds the database (DATABASE_URL, or the embedded one under ./data/pg) and migrates it. Then the first-run step:
 * with `demo` an empty database gets the demo installation (published passwords); without it nothing is created,
 * and a database with no user is reported as `needsSetup`, because no known password may reach a production database.
 * Sets process.env.DATABASE_URL so the Next bundles in this process use the same server.
 */
export async function bootDatabase(options: { seedScale?: number; seed?: boolean; demo?: boolean } = {}): Promise<BootedDatabase> {
  let url = process.env.DATABASE_URL;
  let embedded: EmbeddedServer | undefined;
  if (!url) {
    embedded = await startEmbeddedPostgres(EMBEDDED_DATA_DIR, Number(process.env.EMBEDDED_PG_PORT ?? 54329));
    url = embedded.url('kilau');
  }
  await ensureDatabase(url);
  process.env.DATABASE_URL = url;
  await migrateDatabase();
  if (options.seed === false) return { url, embedded };
  if (options.demo) {
    // The demo data's code (and its image library) is loaded only when an empty database gets it.
    const demoLogins = (await isDatabaseEmpty()) ? await (await import('./seed')).seedDemo({ scale: options.seedScale ?? Number(process.env.DEMO_SCALE ?? 1) }) : undefined;
    return { url, embedded, demoLogins };
  }
  return { url, embedded, needsSetup: !(await hasUsers()) };
}

/** server.ts on a database that needs setup: says what to run, stops the embedded PostgreSQL and exits. */
export async function exitForSetup(database: BootedDatabase): Promise<never> {
  console.error(
    [
      '',
      'Kilau is not set up yet: this database has no user, and a production start creates none.',
      'Run the first-run setup, which asks for the head office and the owner\'s password, then start again:',
      '',
      '    npm run setup',
      '',
      'For the demo installation with its published logins instead, start with `npm start` (or KILAU_DEMO=1).',
      '',
    ].join('\n'),
  );
  await closeDb();
  await database.embedded?.stop();
  process.exit(SETUP_NEEDED_EXIT_CODE);
}
