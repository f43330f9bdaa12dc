// No 'server-only' marker, like post-stock-entries.ts beside it.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { unnest } from '../../db/unnest';

/**
 * Locks the items (in barcode order, as every stock document does) and names the first whose last entry is not of the
 * document `dokumenId`: an item moved, sold, bought back or melted since. The undo of a document (a cancelled sale or
 * buyback, a cancelled reception) asks it first; the lock holds until the caller commits, so nothing moves the items
 * between this check and the undo's entries.
 */
export async function firstMovedSince(tx: Tx, barcodes: string[], dokumenId: number): Promise<string | null> {
  const codes = sql.param(barcodes);
  await tx.execute(sql`select 1 from barang where kode_barcode = any(${codes}::varchar[]) order by kode_barcode collate "C" for update`);
  const moved = await tx.execute(sql`
    select b.code from ${unnest({ code: ['varchar', barcodes] }, 'b')}
     where (select m.dokumen_id from mutasi_stok m where m.kode_barcode = b.code order by m.id desc limit 1) is distinct from ${dokumenId}::bigint
     order by b.code collate "C" limit 1`);
  return (moved.rows[0] as { code: string } | undefined)?.code ?? null;
}
