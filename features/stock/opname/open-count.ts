// No 'server-only' marker: Stock Opname and the demo generator open their counts through this.
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { barang } from '@/lib/db/schema/gram-ledger';
import { stockOpname, stockOpnameItem } from '@/features/stock/schema';

export type NewCount = {
  noOpname: string; kodeToko: string; kodeGudang: string; kodeBaki: string; idempotencyKey: string; createdBy: string; createdAt: Date;
  /** Only these items of the place (the demo generator counts the items it knows were there on a past day). */
  only?: string[];
};

export type CountHeader = typeof stockOpname.$inferSelect;

/**
 * Opens a count of a tray (or, with an empty tray, a whole warehouse): its header and the items it expects, the READY
 * items of that place now, each with its tray and grams. Undefined when the place already has an open count.
 */
export async function openCount(tx: Tx, count: NewCount): Promise<CountHeader | undefined> {
  const { noOpname, kodeToko, kodeGudang, kodeBaki, idempotencyKey, createdBy, createdAt, only } = count;
  const [header] = await tx.insert(stockOpname).values({ noOpname, kodeToko, kodeGudang, kodeBaki, idempotencyKey, createdBy, createdAt }).onConflictDoNothing().returning();
  if (!header) return undefined;
  await tx.execute(sql`
    insert into ${stockOpnameItem} (no_opname, kode_barcode, kode_dept, nama_barang, kode_gudang, kode_baki, berat)
    select ${noOpname}, b.kode_barcode, b.kode_dept, b.nama_barang, b.kode_gudang, b.kode_baki, b.berat from ${barang} b
     where b.kode_toko = ${kodeToko} and b.status = 'READY' and b.kode_gudang = ${kodeGudang}
       and (${kodeBaki} = '' or b.kode_baki = ${kodeBaki})
       and (${only === undefined}::boolean or b.kode_barcode = any(${sql.param(only ?? [])}::varchar[]))`);
  return header;
}
