// No 'server-only' marker: the demo generator records its history through it outside Next.
import type { Db } from '@/lib/db/client';
import { insertChunked } from '@/lib/db/insert-chunked';
import { service } from './schema';

/** A repair as it was (the demo's history): picked up, no custody items, no journal entries of its own. */
export type ServiceRecord = Pick<typeof service.$inferInsert, 'noService' | 'kodeToko' | 'tanggal' | 'totalBerat' | 'totalHarga'>;

/** Records repairs that already happened (the demo's 90 days), read by the dashboard. */
export async function recordServiceHistory(db: Db, services: ServiceRecord[]): Promise<void> {
  await insertChunked(db, service, services.map((row) => ({ ...row, status: 'DIAMBIL' })));
}
