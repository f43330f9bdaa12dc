import { parseArgs } from 'node:util';
import { bootDatabase } from '@/lib/db/boot';
import { closeDb } from '@/lib/db/client';
import { seedDemo } from './index';

// npm run db:seed -- --scale N [--reset]: fills the database (DATABASE_URL or the embedded one).
const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' }, reset: { type: 'boolean', default: false } } });
const scale = Number(values.scale);
if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale must be a positive number');

const booted = await bootDatabase({ seed: false });
if (values.reset) {
  const { recreateDatabase } = await import('@/lib/db/ensure-database');
  await closeDb();
  await recreateDatabase(booted.url);
  const { migrateDatabase } = await import('@/lib/db/migrate');
  await migrateDatabase();
}
const { isDatabaseEmpty } = await import('./index');
if (!(await isDatabaseEmpty())) {
  console.log('The database already holds data; run with --reset to start over.');
} else {
  const started = Date.now();
  const logins = await seedDemo({ scale });
  console.log(`Demo data at scale ${scale} written in ${Date.now() - started} ms; ${logins.length} demo logins.`);
}
await closeDb();
await booted.embedded?.stop();
