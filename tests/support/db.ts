import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { closeDb, getDb } from '../../lib/db/client';
import { seedDemo } from '../../lib/db/seed';

/** Empties every table of the schema, so a new table needs no change here. */
async function emptyDatabase() {
  const tables = (await getDb().execute(sql`select tablename from pg_tables where schemaname = 'public'`)).rows as { tablename: string }[];
  await getDb().execute(sql.raw(`truncate ${tables.map((t) => `"${t.tablename}"`).join(', ')} cascade`));
}

/** For integration tests: the test database, emptied and filled with the demo installation before each test. */
export function useDemoDatabase() {
  return useTestDatabase({ demo: true });
}

/** The test database, emptied before each test; with `demo`, then filled with the demo installation. */
export function useTestDatabase({ demo }: { demo: boolean }) {
  beforeAll(() => {
    process.env.DATABASE_URL = inject('databaseUrl');
  });
  beforeEach(async () => {
    await emptyDatabase();
    if (demo) await seedDemo();
  });
  afterAll(async () => {
    await closeDb();
  });
  return { db: () => getDb() };
}
