import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { customer } from '@/lib/db/schema/shop';
import { formatWeight } from '@/lib/format';
import { getNumberStyle } from '@/lib/i18n/number-style.server';
import type { KeyIn } from '@/lib/i18n/keys';
import { jakartaDateOf } from '@/lib/time/sql';
import { hutang, hutangDetail, type LoanState } from '../schema';

/** What the loan reports share: the customer's name, the pledged grams and items, the due and last grace days. */

/** A loan's state in the words of the report's status filter. */
export const STATUS_LABELS: Record<LoanState, KeyIn<'reports', 'options'>> = {
  AKTIF: 'aktif', LUNAS: 'lunas', PERPANJANG: 'perpanjang', LELANG: 'lelang', BATAL: 'batal',
};

/** The customer as the loan names them (a counter loan), else the master list's (the demo's older loans). Needs the join on `customer`. */
export const customerName = () =>
  sql<string>`coalesce(nullif(${hutang.namaCustomer}, ''), ${customer.namaCustomer}, '')`.as('nama_customer');

/** The gold grams pledged for a loan, exact (kept on the loan: the sum of its lines). */
export const loanGrams = () => sql<string>`${hutang.totalBerat}`.mapWith(String).as('berat');

/** The due date: the loan's own, else (an older row without one) its Jakarta day + its term. */
export const dueDateOf = (): SQL => sql`coalesce(${hutang.tglJatuhTempo}, ${jakartaDateOf(hutang.tglHutang)} + ${hutang.lamaHari})`;

/** The last day of grace: the auction date the loan was made with (due + grace days), else its due date + grace. */
export const lastGraceDayOf = (): SQL => sql`coalesce(${hutang.tglLelang}, ${dueDateOf()} + ${hutang.masaTenggangHari})`;

/** A page of loans with their pledged items as one text: "Kalung 5,125 g; Cincin 2,000 g". */
export async function presentLoanItems(loans: Record<string, unknown>[], db: Database): Promise<Record<string, unknown>[]> {
  const faktur = loans.map((loan) => String(loan.no_faktur_hutang));
  const items = faktur.length
    ? await db.select({ noFakturHutang: hutangDetail.noFakturHutang, namaBarang: hutangDetail.namaBarang, berat: hutangDetail.berat })
      .from(hutangDetail).where(inArray(hutangDetail.noFakturHutang, faktur)).orderBy(asc(hutangDetail.id))
    : [];
  const style = await getNumberStyle();
  const itemsOf = new Map<string, string[]>();
  for (const item of items) itemsOf.set(item.noFakturHutang, [...(itemsOf.get(item.noFakturHutang) ?? []), `${item.namaBarang} ${formatWeight(item.berat, 3, style)} g`]);
  return loans.map((loan) => ({ ...loan, detail_barang: (itemsOf.get(String(loan.no_faktur_hutang)) ?? []).join('; ') }));
}
