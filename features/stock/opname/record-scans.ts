// No 'server-only' marker: Stock Opname and the demo generator record their scans through this.
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { stockOpnameScan } from '@/features/stock/schema';
import { unnest } from '@/lib/db/unnest';

/**
 * Scanned barcodes of an open count, each once per count whoever scans it (a second scan is the same row), in one
 * statement. `at`: when they were scanned, now unless given (only the demo generator back-dates).
 */
export async function recordScans(tx: Tx, { noOpname, barcodes, scannedBy, at }: { noOpname: string; barcodes: string[]; scannedBy: string; at?: Date }): Promise<void> {
  if (barcodes.length === 0) return;
  const codes = [...barcodes].sort();
  await tx.execute(sql`
    insert into ${stockOpnameScan} (no_opname, kode_barcode, scanned_by, scanned_at)
    select ${noOpname}, v.code, ${scannedBy}, coalesce(${at?.toISOString() ?? null}::timestamptz, now()) from ${unnest({ code: ['varchar', codes] }, 'v')}
    on conflict (no_opname, kode_barcode) do nothing`);
}
