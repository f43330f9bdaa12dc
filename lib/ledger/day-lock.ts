// No 'server-only' marker: the ledgers' kernels run in the demo generator too.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { todayInJakarta } from '../format';
import { ValidationError } from '@/lib/errors/app-error';

/**
 * Refuses a write to a shop's Jakarta day once the day is closed (tutup toko), and otherwise holds the day open until
 * the caller commits: `toko_hari_terbuka` takes a shared advisory lock on the shop's day that the closing takes
 * exclusively (`closeDayLock`). So a posting is either inside the closed day's figures or refused, never written after
 * them. Every journal entry and stock document asks it (postJournal, postStockEntries); postings of one shop do not
 * wait for each other, only for a closing.
 */
export async function assertDayOpen(tx: Tx, kodeToko: string, at: Date = new Date()): Promise<void> {
  const result = await tx.execute(sql`select toko_hari_terbuka(${kodeToko}::varchar, ${todayInJakarta(at)}::date) as terbuka`);
  if (!(result.rows[0] as { terbuka: boolean }).terbuka) throw ValidationError('tokoSudahTutup');
}

/** The closing's side of the lock: waits for every posting of the day in flight, and holds off new ones until commit. */
export async function closeDayLock(tx: Tx, kodeToko: string, tanggal: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tutup_toko:${kodeToko}:${tanggal}`}, 23))`);
}
