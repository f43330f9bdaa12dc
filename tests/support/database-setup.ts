import type { TestProject } from 'vitest/node';
import { closeDb } from '../../lib/db/client';
import { copyDatabase, recreateDatabase } from '../../lib/db/ensure-database';
import { seedDemo } from '@/features/demo';
import { migrateDatabase } from '../../lib/db/migrate';
import { startTestServerIfEmbedded, testDatabaseUrl } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database every test runs against, copied before each test from one of the two templates. */
    databaseUrl: string;
    /** Migrated and empty. */
    emptyTemplateUrl: string;
    /** Migrated and filled with the demo installation, once per run (the demo's 90 days take seconds to post). */
    demoTemplateUrl: string;
  }
}

const withName = (url: string, suffix: string) => {
  const next = new URL(url);
  next.pathname = `${next.pathname}${suffix}`;
  return next.toString();
};

// Vitest global setup: two migrated template databases for the integration tests, one empty and one with the demo.
export default async function setup(project: TestProject) {
  const embedded = await startTestServerIfEmbedded();
  const url = testDatabaseUrl('unit');
  const emptyTemplateUrl = withName(url, '_kosong');
  const demoTemplateUrl = withName(url, '_demo');
  await recreateDatabase(emptyTemplateUrl);
  process.env.DATABASE_URL = emptyTemplateUrl;
  await migrateDatabase();
  await closeDb();
  await copyDatabase(emptyTemplateUrl, demoTemplateUrl);
  process.env.DATABASE_URL = demoTemplateUrl;
  await seedDemo();
  await closeDb();
  await copyDatabase(emptyTemplateUrl, url);
  project.provide('databaseUrl', url);
  project.provide('emptyTemplateUrl', emptyTemplateUrl);
  project.provide('demoTemplateUrl', demoTemplateUrl);
  return async () => {
    await embedded?.stop();
  };
}
