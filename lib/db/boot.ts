import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeDb, getDb } from './client';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded';
import { ensureDatabase } from './ensure-database';
import { migrateDatabase } from './migrate';
import { isDatabaseEmpty } from './is-empty';

/** Fills an empty database with the demo installation and answers its logins: server.ts hands in the demo feature's. */
export type DemoSeeder<Login> = () => Promise<Login[]>;

export type BootedDatabase<Login = unknown> = {
  url: string;
  embedded?: EmbeddedServer;
  demoLogins?: Login[];
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
 * with `demo` (the demo feature's seeder, handed in by the caller: the platform imports no feature) an empty database
 * gets the demo installation (published passwords); without it nothing is created,
 * and a database with no user is reported as `needsSetup`, because no known password may reach a production database.
 * Sets process.env.DATABASE_URL so the Next bundles in this process use the same server.
 */
export async function bootDatabase<Login = unknown>(options: { seed?: boolean; demo?: DemoSeeder<Login> } = {}): Promise<BootedDatabase<Login>> {
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
    const demoLogins = (await isDatabaseEmpty()) ? await options.demo() : undefined;
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
