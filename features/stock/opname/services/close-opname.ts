import { documentSubject } from '@/lib/auth/otorisasi-subject';
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { stockOpname, stockOpnameItem } from '@/features/stock/schema';
import { withTransaction } from '@/lib/db/transaction';
import { ConflictError } from '@/lib/errors/app-error';
import { postStockEntries } from '@/lib/ledger/stock/post-stock-entries';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { closeOpnameSchema } from '../schemas';
import { findOpname, OPNAME_PATH, readOpnameState, type OpnameState } from './read-opname';

type Unscanned = { kode_barcode: string; kode_gudang: string; kode_baki: string; adjustable: boolean };

/**
 * Closes a count with a supervisor's authorization (TUTUP_STOCK_OPNAME, spent in this transaction). The expected items
 * nobody scanned become ONE stock document (kind STOCK_OPNAME, the count's number) of ADJUSTED entries READY → MISSING,
 * each expected in the tray it was in at the start. An item sold, moved or destroyed since the start is not adjusted:
 * it is marked BERUBAH and listed (decision 019), so a count is never blocked by the shop's trade. A closed count is
 * never closed again.
 */
export async function closeOpname({ ctx, input: raw, tx }: { ctx: SessionContext; input: z.input<typeof closeOpnameSchema>; tx?: Tx }): Promise<OpnameState> {
  requireAccess(ctx, OPNAME_PATH);
  const input = parseInput(closeOpnameSchema, raw);
  return withTransaction(tx, async (tx) => {
    const header = await findOpname(tx, ctx, input.noOpname, 'update');
    if (header.status !== 'OPEN') throw ConflictError('opnameSudahDitutup');
    const { approvedBy } = await spendGrant({ ctx, input: { keystore: input.otorisasi, fitur: 'TUTUP_STOCK_OPNAME', subject: documentSubject(header.noOpname, 'tutup') }, tx });
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
        idempotencyKey: `opname:${header.noOpname}`,
        createdBy: ctx.user.userId,
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
      .set({ status: 'CLOSED', closedBy: ctx.user.userId, approvedBy, closedAt: sql`now()`, dokumenId })
      .where(and(eq(stockOpname.noOpname, header.noOpname), eq(stockOpname.status, 'OPEN')))
      .returning();
    return readOpnameState(tx, closed);
  });
}
