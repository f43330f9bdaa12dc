import { sql } from 'drizzle-orm';
import type { Db } from '../../lib/db/client';

/** Custody holds exactly the items of active loans (decision 031): no rows when all is well. */
export async function custodyMismatches(db: Db) {
  return (await db.execute(sql`select * from custody_mismatches()`)).rows;
}
