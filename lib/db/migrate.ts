import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { getDb } from './client';

export async function migrateDatabase(): Promise<void> {
  await migrate(getDb(), { migrationsFolder: path.resolve(process.cwd(), 'drizzle') });
}
