// No 'server-only' marker: the ledger kernel and the demo seed run from server.ts too.
import { getDb, type Db, type Tx } from './client';

/** Reads run in the caller's transaction when it has one (they see its own writes), else on the pool. */
export function readDb(tx?: Tx): Db {
  return tx ?? getDb();
}

/**
 * A service's writes: inside the caller's transaction when it passes one (one commit for the whole use case),
 * else in a transaction of their own. A verb that announces realtime events runs its own and emits after it,
 * since it cannot see when a caller's transaction commits.
 */
export function withTransaction<T>(tx: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  return tx ? work(tx) : getDb().transaction(work);
}
