import pg from 'pg';

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** Runs `work` on a connection to the server's `postgres` database, which may create or drop the one in `url`. */
async function withAdmin(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database named in `url` when its server lacks it (first start, or a fresh test run). */
export async function ensureDatabase(url: string): Promise<void> {
  const name = nameOf(url);
  await withAdmin(url, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${pg.escapeIdentifier(name)}`);
  });
}

/** Drops and recreates the database named in `url`: tests start from nothing. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = pg.escapeIdentifier(nameOf(url));
  await withAdmin(url, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
}

/**
 * Drops the database named in `url` and creates it again as a copy of `template` (a file copy: far quicker than
 * filling it again). The template must have no open connection.
 */
export async function copyDatabase(template: string, url: string): Promise<void> {
  const name = pg.escapeIdentifier(nameOf(url));
  await withAdmin(url, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name} template ${pg.escapeIdentifier(nameOf(template))} strategy file_copy`);
  });
}
