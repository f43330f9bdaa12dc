// No 'server-only' marker: the demo generator records its history through it outside Next.
import type { Db } from '@/lib/db/client';
import { insertChunked } from '@/lib/db/insert-chunked';
import { advanceDocumentCounters } from '@/lib/documents/next-number';
import { service } from './schema';

/** A repair as it was (the demo's history): picked up, no custody items, no journal entries of its own. */
export type ServiceRecord = Pick<typeof service.$inferInsert, 'noService' | 'kodeToko' | 'tanggal' | 'totalBerat' | 'totalHarga'>;

/**
 * Records repairs that already happened (the demo's 90 days), read by the dashboard. Their numbers are the shop's
 * day's SERVICE numbers, so the day's counter moves past them: the counter's next ticket of that day takes the next
 * number instead of one the history holds.
 */
export async function recordServiceHistory(db: Db, services: ServiceRecord[]): Promise<void> {
  if (services.length === 0) return;
  await insertChunked(db, service, services.map((row) => ({ ...row, status: 'DIAMBIL' })));
  await advanceDocumentCounters(db, 'SERVICE', services.map((row) => ({ kodeToko: row.kodeToko, nomor: row.noService, tanggal: row.tanggal })));
}
