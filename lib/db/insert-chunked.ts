import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/client';

/** Inserts many rows a thousand at a time: one statement per chunk keeps the parameter count under PostgreSQL's limit. */
export async function insertChunked<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size));
}
