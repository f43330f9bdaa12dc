// No 'server-only' marker, like post-stock-entries.ts beside it.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { stokDokumen } from '@/lib/db/schema/gram-ledger';
import { lockDocumentKeys } from '../claim-keys';

/**
 * Takes a stock document's idempotency key for the rest of the transaction and answers the document it already
 * posted, if any: the first step of every service that posts one. The advisory lock makes a double click wait for the first click's commit and then find its document, instead
 * of taking a second document number that postStockEntries would refuse as a reused key. The lock is taken once per
 * transaction (lockDocumentKeys): a kernel claiming the key its service claimed asks only for the document again.
 */
export async function claimDocumentKey(tx: Tx, idempotencyKey: string) {
  await lockDocumentKeys(tx, [idempotencyKey]);
  const [earlier] = await tx.select().from(stokDokumen).where(eq(stokDokumen.idempotencyKey, idempotencyKey));
  return earlier ?? null;
}
