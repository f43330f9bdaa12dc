import { closeDb } from '@/lib/db/client';
import { recreateDatabase } from '@/lib/db/ensure-database';
import { migrateDatabase } from '@/lib/db/migrate';
import { seedDemo } from '@/lib/db/seed';
const url = process.env.SEED_URL!;
process.env.DATABASE_URL = url;
await recreateDatabase(url);
await migrateDatabase();
await closeDb();
const scale = Number(process.env.SCALE ?? 1);
for (let i = 0; i < Number(process.env.RUNS ?? 1); i++) {
  if (i > 0) { const { sql } = await import('drizzle-orm'); const { getDb } = await import('@/lib/db/client');
    const tables = (await getDb().execute(sql`select tablename from pg_tables where schemaname = 'public'`)).rows as { tablename: string }[];
    await getDb().execute(sql.raw(`truncate ${tables.map((t) => `"${t.tablename}"`).join(', ')} cascade`)); }
  const started = performance.now();
  await seedDemo({ scale });
  console.log(`seed scale ${scale}: ${Math.round(performance.now() - started)} ms`);
}
await closeDb();
