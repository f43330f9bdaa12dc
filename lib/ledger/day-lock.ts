// No 'server-only' marker: the ledgers' kernels run in the demo generator too.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { todayInJakarta } from '../format';
import { ValidationError } from '@/lib/errors/app-error';
import { SQL_JAKARTA } from '@/lib/time/sql';

/** The shop-days a transaction found open (and holds open), and those it is closing itself. */
const openDays = new WeakMap<Tx, Set<string>>();
const closingDays = new WeakMap<Tx, Set<string>>();
const dayOf = (kodeToko: string, tanggal: string) => `${kodeToko}|${tanggal}`;

/**
 * Refuses a write to a shop's Jakarta day once the day is closed (tutup toko), and otherwise holds the day open until
 * the caller commits: `toko_hari_terbuka` takes a shared advisory lock on the shop's day that the closing takes
 * exclusively (`closeDayLock`). So a posting is either inside the closed day's figures or refused, never written after
 * them. Every journal entry and stock document asks it (postJournals, postStockDocuments); postings of one shop do not
 * wait for each other, only for a closing.
 *
 * Asked once per transaction and shop-day: the lock holds until the transaction ends, so once the day was found open
 * the answer stands, and a sale's stock document and journal entry (one document) take it once, not once per ledger.
 * A transaction that closes the day itself (closeDayLock) asks the database every time.
 */
export async function assertDayOpen(tx: Tx, kodeToko: string, at: Date = new Date()): Promise<void> {
  const tanggal = todayInJakarta(at);
  const day = dayOf(kodeToko, tanggal);
  if (openDays.get(tx)?.has(day)) return;
  const result = await tx.execute(sql`select toko_hari_terbuka(${kodeToko}::varchar, ${tanggal}::date) as terbuka`);
  if ((result.rows[0] as { terbuka: boolean }).terbuka) {
    if (!closingDays.get(tx)?.has(day)) openDays.set(tx, (openDays.get(tx) ?? new Set()).add(day));
    return;
  }
  // Named: who closed the day and when (the cashier who closed it himself was told "oleh akun lain" before).
  const closing = await readDayClosing(tx, kodeToko, tanggal);
  throw ValidationError('tokoSudahTutupOleh', { user: closing?.createdBy ?? '-', waktu: closing?.waktu ?? '-' });
}

export type DayClosing = { createdBy: string; disetujuiOleh: string; waktu: string };

/** Who closed a shop's Jakarta day and at what time (HH:MM, Jakarta), or null while it is open. */
export async function readDayClosing(db: Db, kodeToko: string, tanggal: string): Promise<DayClosing | null> {
  const result = await db.execute(sql`
    select created_by, disetujui_oleh, to_char(created_at at time zone ${SQL_JAKARTA}, 'HH24:MI') as waktu
      from tutup_toko where kode_toko = ${kodeToko} and tanggal = ${tanggal}::date`);
  const row = result.rows[0] as { created_by: string; disetujui_oleh: string; waktu: string } | undefined;
  return row ? { createdBy: row.created_by, disetujuiOleh: row.disetujui_oleh, waktu: row.waktu } : null;
}

/** The closing's side of the lock: waits for every posting of the day in flight, and holds off new ones until commit. */
export async function closeDayLock(tx: Tx, kodeToko: string, tanggal: string): Promise<void> {
  const day = dayOf(kodeToko, tanggal);
  openDays.get(tx)?.delete(day);
  closingDays.set(tx, (closingDays.get(tx) ?? new Set()).add(day));
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tutup_toko:${kodeToko}:${tanggal}`}, 23))`);
}
