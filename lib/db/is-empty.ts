import { sql } from 'drizzle-orm';
import { getDb } from './client';

/** No shop yet: a first start, which gets the demo installation or waits for setup. */
export async function isDatabaseEmpty(): Promise<boolean> {
  const result = await getDb().execute(sql`select count(*)::int as n from toko`);
  return (result.rows[0] as { n: number }).n === 0;
}
