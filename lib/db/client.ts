import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// No schema handed to drizzle: the tables live in their features' modules, and no query uses the relational API.
export type Database = NodePgDatabase;
/** The one transaction type: what `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a query runs on: the pool, or the caller's transaction. */
export type Db = Database | Tx;

type DbHolder = { pool: pg.Pool; db: Database; url: string };

// server.ts and the Next bundles run in one process: keep one pool for both.
const holder = globalThis as unknown as { __kilauDb?: DbHolder };

export function getDb(): Database {
  return getHolder().db;
}

export function getPool(): pg.Pool {
  return getHolder().pool;
}

function getHolder(): DbHolder {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: start the product through server.ts');
  if (!holder.__kilauDb || holder.__kilauDb.url !== url) {
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_MAX ?? 10) });
    // An idle connection dropped by the server (restart, failover) must not take the whole process down;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('[db] idle connection lost:', error.message));
    holder.__kilauDb = { pool, db: drizzle(pool), url };
  }
  return holder.__kilauDb;
}

export async function closeDb(): Promise<void> {
  const current = holder.__kilauDb;
  holder.__kilauDb = undefined;
  await current?.pool.end();
}
