import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { closeDb, getDb } from '../../lib/db/client';
import { seedDemo } from '../../lib/db/seed';

/** For integration tests: the test database, emptied and filled with the demo installation before each test. */
export function useDemoDatabase() {
  beforeAll(() => {
    process.env.DATABASE_URL = inject('databaseUrl');
  });
  beforeEach(async () => {
    // Every table of the schema, so a new table needs no change here.
    const tables = (await getDb().execute(sql`select tablename from pg_tables where schemaname = 'public'`)).rows as { tablename: string }[];
    await getDb().execute(sql.raw(`truncate ${tables.map((t) => `"${t.tablename}"`).join(', ')} cascade`));
    await seedDemo();
  });
  afterAll(async () => {
    await closeDb();
  });
  return { db: () => getDb() };
}
