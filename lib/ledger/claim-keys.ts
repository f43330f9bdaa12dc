// No 'server-only' marker: the ledgers' kernels run in the demo generator too.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { unnest } from '../db/unnest';

/** The idempotency keys a transaction holds (the lock's second key, 17, is the documents' space). */
const held = new WeakMap<Tx, Set<string>>();

/**
 * Takes documents' idempotency keys for the rest of the transaction (transaction-level advisory locks), in code-unit
 * order so two batches never wait on each other crosswise, each key once per transaction: a service that claims its
 * key first (to answer a replay before pricing or spending a grant) and the kernel it calls, which claims it again,
 * take one lock between them. A key taken inside a savepoint is held by that savepoint's own transaction object.
 */
export async function lockDocumentKeys(tx: Tx, keys: string[]): Promise<void> {
  const mine = held.get(tx) ?? new Set<string>();
  const fresh = [...new Set(keys)].filter((key) => !mine.has(key)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (fresh.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(v.k, 17)) from ${unnest({ k: ['varchar', fresh] }, 'v', { ordinality: true })} order by v.n`);
  for (const key of fresh) mine.add(key);
  held.set(tx, mine);
}
