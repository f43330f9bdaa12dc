// No 'server-only' marker: the demo generator records its history through it outside Next.
import type { Db } from '@/lib/db/client';
import { insertChunked } from '@/lib/db/insert-chunked';
import { pesanan, pesananDetail, titipUang } from './schema';

export type OrderRecord = typeof pesanan.$inferInsert;
export type OrderItemRecord = typeof pesananDetail.$inferInsert;
export type DepositRecord = typeof titipUang.$inferInsert;

/**
 * Orders, their items and deposits as they were (the demo's 90 days of history, read by the order reports). The order
 * screens (issue 28) will post through verbs of their own, with their ledgers; this only records what already happened.
 */
export async function recordOrderHistory(db: Db, history: { orders: OrderRecord[]; items: OrderItemRecord[]; deposits: DepositRecord[] }): Promise<void> {
  await insertChunked(db, pesanan, history.orders);
  await insertChunked(db, pesananDetail, history.items);
  await insertChunked(db, titipUang, history.deposits);
}
