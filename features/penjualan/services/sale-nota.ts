import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { sales } from '@/lib/db/schema/shop';
import type { CounterDocument } from '@/lib/documents/counter-document';
import { PRINT_COUNTER_COLUMNS, type PrintCounts, type PrintForm } from '@/lib/documents/print-forms';
import { penjualan, penjualanDetail } from '../schema';

export type SaleDocument = CounterDocument<typeof penjualan.$inferSelect, typeof penjualanDetail.$inferSelect>;

/** A sale of the shop with its lines, as the nota prints it (features/nota); null when the shop has no such sale. */
export async function readSaleDocument(db: Db, kodeToko: string, noFakturJual: string): Promise<SaleDocument | null> {
  const [head] = await db.select({ row: penjualan, namaSales: sales.namaSales }).from(penjualan)
    .leftJoin(sales, eq(sales.kodeSales, penjualan.kodeSales))
    .where(and(eq(penjualan.noFakturJual, noFakturJual), eq(penjualan.kodeToko, kodeToko)));
  if (!head) return null;
  const lines = await db.select({ line: penjualanDetail, namaDept: jenis.namaDept, kadarCetak: jenis.kadarCetak }).from(penjualanDetail)
    .leftJoin(jenis, eq(jenis.kodeDept, penjualanDetail.kodeDept))
    .where(eq(penjualanDetail.noFakturJual, head.row.noFakturJual)).orderBy(asc(penjualanDetail.urutan));
  return { head: head.row, namaSales: head.namaSales, lines };
}

/** Counts one printed copy of a sale's nota in a form, in the caller's transaction: the counts after it, null when the shop has no such sale. */
export async function countSalePrint(tx: Tx, kodeToko: string, noFakturJual: string, form: PrintForm): Promise<PrintCounts | null> {
  const counted = penjualan[PRINT_COUNTER_COLUMNS[form]];
  const [row] = await tx.update(penjualan)
    .set({ dicetak: sql`${penjualan.dicetak} + 1`, [PRINT_COUNTER_COLUMNS[form]]: sql`${counted} + 1` })
    .where(and(eq(penjualan.noFakturJual, noFakturJual), eq(penjualan.kodeToko, kodeToko)))
    .returning({ dicetak: penjualan.dicetak, thermal: penjualan.dicetakThermal, 'slip-pdf': penjualan.dicetakSlipPdf, a4: penjualan.dicetakA4 });
  if (!row) return null;
  const { dicetak, ...cetak } = row;
  return { dicetak, cetak };
}
