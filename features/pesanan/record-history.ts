// No 'server-only' marker: the demo generator records its history through it outside Next.
import type { Db } from '@/lib/db/client';
import { insertChunked } from '@/lib/db/insert-chunked';
import { advanceDocumentCounters } from '@/lib/documents/next-number';
import { pesanan, pesananDetail, titipUang } from './schema';

export type OrderRecord = typeof pesanan.$inferInsert;
export type OrderItemRecord = typeof pesananDetail.$inferInsert;
export type DepositRecord = typeof titipUang.$inferInsert;

/**
 * Orders, their items and deposits as they were (the demo's 90 days of history, read by the order reports). The order
 * and deposit screens post through their kernels, with their ledgers; this only records what already happened, and
 * moves the shops' day counters past the numbers it records, so the counter's next order or deposit of such a day takes
 * a number no history row holds.
 */
export async function recordOrderHistory(db: Db, history: { orders: OrderRecord[]; items: OrderItemRecord[]; deposits: DepositRecord[] }): Promise<void> {
  await insertChunked(db, pesanan, history.orders);
  await insertChunked(db, pesananDetail, history.items);
  await insertChunked(db, titipUang, history.deposits);
  await advanceDocumentCounters(db, 'PESANAN', history.orders.map((row) => ({ kodeToko: row.kodeToko, nomor: row.noPesanan, tanggal: row.tglPesanan })));
  await advanceDocumentCounters(db, 'TITIP_UANG', history.deposits.map((row) => ({ kodeToko: row.kodeToko, nomor: row.noTitip, tanggal: row.tanggal })));
}
