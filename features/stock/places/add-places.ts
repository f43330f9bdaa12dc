// No 'server-only' marker: Master Gudang / Master Baki and the demo generator add places through these.
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { baki, gudang } from '@/features/stock/schema';
import { unnest } from '@/lib/db/unnest';
import { AppError } from '@/lib/errors/app-error';

export type NewWarehouse = { kodeToko: string; kodeGudang: string; namaGudang: string; createdBy: string };
export type NewTray = { kodeToko: string; kodeBaki: string; kodeGudang: string; namaBaki: string; beratBaki?: string; createdBy: string };

/** Warehouses of their shops, in one statement. */
export async function addWarehouses(tx: Tx, rows: NewWarehouse[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(gudang).values(rows.map((row) => ({ ...row, updatedBy: row.createdBy })));
}

/**
 * Trays, each in a warehouse of its own shop: a warehouse the shop does not have is refused on the form's field
 * (`optionUnknown`, kode_gudang), before the insert, so Master Baki says which choice is wrong. One statement each.
 */
export async function addTrays(tx: Tx, rows: NewTray[]): Promise<void> {
  if (rows.length === 0) return;
  const missing = (await tx.execute(sql`
    select v.kode_toko from ${unnest({ kode_toko: ['varchar', rows.map((row) => row.kodeToko)], kode_gudang: ['varchar', rows.map((row) => row.kodeGudang)] }, 'v')}
     where not exists (select 1 from ${gudang} g where g.kode_toko = v.kode_toko and g.kode_gudang = v.kode_gudang) limit 1`)).rows;
  if (missing.length > 0) throw new AppError('validation', 'optionUnknown', {}, 'kode_gudang');
  await tx.insert(baki).values(rows.map((row) => ({ ...row, updatedBy: row.createdBy })));
}
