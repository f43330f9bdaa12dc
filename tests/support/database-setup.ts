import type { TestProject } from 'vitest/node';
import { closeDb } from '../../lib/db/client';
import { recreateDatabase } from '../../lib/db/ensure-database';
import { migrateDatabase } from '../../lib/db/migrate';
import { startTestServerIfEmbedded, testDatabaseUrl } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

// Vitest global setup: a freshly migrated database for the integration tests.
export default async function setup(project: TestProject) {
  const embedded = await startTestServerIfEmbedded();
  const url = testDatabaseUrl('unit');
  await recreateDatabase(url);
  process.env.DATABASE_URL = url;
  await migrateDatabase();
  await closeDb();
  project.provide('databaseUrl', url);
  return async () => {
    await embedded?.stop();
  };
}
