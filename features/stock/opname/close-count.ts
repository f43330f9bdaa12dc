// No 'server-only' marker: Stock Opname and the demo generator close their counts through this.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { stockOpname, stockOpnameItem } from '@/features/stock/schema';
import { postStockEntries } from '@/lib/ledger/stock/post-stock-entries';
import type { CountHeader } from './open-count';

type Unscanned = { kode_barcode: string; kode_gudang: string; kode_baki: string; adjustable: boolean };

/**
 * Closes an open count (the caller has locked its header and checked the approval). The expected items nobody scanned
 * become ONE stock document (kind STOCK_OPNAME, the count's number) of ADJUSTED entries READY → MISSING, each expected
 * in the tray it was in at the start. An item sold, moved or destroyed since the start is not adjusted: it is marked
 * BERUBAH (decision 019), so a count is never blocked by the shop's trade. `at`: when, now unless given (only the demo
 * generator back-dates).
 */
export async function closeCount(tx: Tx, { header, closedBy, approvedBy, at }: { header: CountHeader; closedBy: string; approvedBy: string; at?: Date }): Promise<CountHeader> {
  // The unscanned items, locked in the ledger's order, and whether each is still where the count saw it.
  const unscanned = (await tx.execute(sql`
    select i.kode_barcode, i.kode_gudang, i.kode_baki,
           (b.kode_toko = ${header.kodeToko} and b.status = 'READY' and b.kode_gudang = i.kode_gudang and b.kode_baki = i.kode_baki) as adjustable
      from stock_opname_item i join barang b on b.kode_barcode = i.kode_barcode
     where i.no_opname = ${header.noOpname}
       and not exists (select 1 from stock_opname_scan s where s.no_opname = i.no_opname and s.kode_barcode = i.kode_barcode)
     order by i.kode_barcode collate "C"
       for update of b`)).rows as Unscanned[];
  const missing = unscanned.filter((row) => row.adjustable);
  let dokumenId: number | null = null;
  if (missing.length > 0) {
    const posted = await postStockEntries(tx, {
      document: { kodeToko: header.kodeToko, jenis: 'STOCK_OPNAME', nomor: header.noOpname },
      entries: missing.map((row) => ({
        kind: 'ADJUSTED' as const, kodeBarcode: row.kode_barcode,
        expected: { status: 'READY' as const, kodeGudang: row.kode_gudang, kodeBaki: row.kode_baki }, to: { status: 'MISSING' as const },
      })),
      idempotencyKey: `opname:${header.noOpname}`, createdBy: closedBy, at,
    });
    dokumenId = posted.dokumen.id;
  }
  await tx.execute(sql`
    update ${stockOpnameItem} i set hasil = case
             when exists (select 1 from stock_opname_scan s where s.no_opname = i.no_opname and s.kode_barcode = i.kode_barcode) then 'FOUND'
             when i.kode_barcode = any(${sql.param(missing.map((row) => row.kode_barcode))}::varchar[]) then 'MISSING'
             else 'BERUBAH' end
     where i.no_opname = ${header.noOpname}`);
  const [closed] = await tx
    .update(stockOpname)
    .set({ status: 'CLOSED', closedBy, approvedBy, closedAt: at ?? sql`now()`, dokumenId })
    .where(and(eq(stockOpname.noOpname, header.noOpname), eq(stockOpname.status, 'OPEN')))
    .returning();
  return closed;
}
