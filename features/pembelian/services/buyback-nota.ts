import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { sales } from '@/lib/db/schema/shop';
import type { CounterDocument } from '@/lib/documents/counter-document';
import { PRINT_COUNTER_COLUMNS, type PrintCounts, type PrintForm } from '@/lib/documents/print-forms';
import { pembelian, pembelianDetail } from '../schema';

export type BuybackDocument = CounterDocument<typeof pembelian.$inferSelect, typeof pembelianDetail.$inferSelect>;

/** A buyback of the shop with its lines, as the nota prints it (features/nota); null when the shop has no such buyback. */
export async function readBuybackDocument(db: Db, kodeToko: string, noFakturBeli: string): Promise<BuybackDocument | null> {
  const [head] = await db.select({ row: pembelian, namaSales: sales.namaSales }).from(pembelian)
    .leftJoin(sales, eq(sales.kodeSales, pembelian.kodeSales))
    .where(and(eq(pembelian.noFakturBeli, noFakturBeli), eq(pembelian.kodeToko, kodeToko)));
  if (!head) return null;
  const lines = await db.select({ line: pembelianDetail, namaDept: jenis.namaDept, kadarCetak: jenis.kadarCetak }).from(pembelianDetail)
    .leftJoin(jenis, eq(jenis.kodeDept, pembelianDetail.kodeDept))
    .where(eq(pembelianDetail.noFakturBeli, head.row.noFakturBeli)).orderBy(asc(pembelianDetail.urutan));
  return { head: head.row, namaSales: head.namaSales, lines };
}

/** Counts one printed copy of a buyback's nota in a form, in the caller's transaction: the counts after it, null when the shop has no such buyback. */
export async function countBuybackPrint(tx: Tx, kodeToko: string, noFakturBeli: string, form: PrintForm): Promise<PrintCounts | null> {
  const counted = pembelian[PRINT_COUNTER_COLUMNS[form]];
  const [row] = await tx.update(pembelian)
    .set({ dicetak: sql`${pembelian.dicetak} + 1`, [PRINT_COUNTER_COLUMNS[form]]: sql`${counted} + 1` })
    .where(and(eq(pembelian.noFakturBeli, noFakturBeli), eq(pembelian.kodeToko, kodeToko)))
    .returning({ dicetak: pembelian.dicetak, thermal: pembelian.dicetakThermal, 'slip-pdf': pembelian.dicetakSlipPdf, a4: pembelian.dicetakA4 });
  if (!row) return null;
  const { dicetak, ...cetak } = row;
  return { dicetak, cetak };
}
