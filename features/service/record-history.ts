// No 'server-only' marker: the demo generator records its history through it outside Next.
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { insertChunked } from '@/lib/db/insert-chunked';
import { jakartaDay } from '@/lib/time/jakarta';
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
  const last = new Map<string, { kodeToko: string; tanggal: string; terakhir: number }>();
  for (const row of services) {
    const sequence = Number(/(\d+)$/.exec(row.noService)?.[1] ?? 0);
    const tanggal = jakartaDay(row.tanggal);
    const key = `${row.kodeToko}|${tanggal}`;
    if (sequence > (last.get(key)?.terakhir ?? 0)) last.set(key, { kodeToko: row.kodeToko, tanggal, terakhir: sequence });
  }
  const rows = [...last.values()].map(({ kodeToko, tanggal, terakhir }) => sql`(${kodeToko}, 'SERVICE', ${tanggal}::date, ${terakhir}::int)`);
  await db.execute(sql`
    insert into nomor_dokumen (kode_toko, jenis_dokumen, tanggal, terakhir) values ${sql.join(rows, sql`, `)}
    on conflict (kode_toko, jenis_dokumen, tanggal) do update set terakhir = greatest(nomor_dokumen.terakhir, excluded.terakhir)`);
}
