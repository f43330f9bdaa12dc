import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { closeDb, getDb } from '../../lib/db/client';
import { copyDatabase } from '../../lib/db/ensure-database';

/** For integration tests: the test database, a fresh copy of the demo installation before each test. */
export function useDemoDatabase() {
  return useTestDatabase({ demo: true });
}

/**
 * The test database, before each test a fresh copy of a template made once per run (tests/support/database-setup.ts):
 * migrated and empty, or with `demo` the demo installation. The pool is closed first (the copy drops the database).
 */
export function useTestDatabase({ demo }: { demo: boolean }) {
  beforeAll(() => {
    process.env.DATABASE_URL = inject('databaseUrl');
  });
  beforeEach(async () => {
    await closeDb();
    await copyDatabase(inject(demo ? 'demoTemplateUrl' : 'emptyTemplateUrl'), inject('databaseUrl'));
  });
  afterAll(async () => {
    await closeDb();
  });
  return { db: () => getDb() };
}
