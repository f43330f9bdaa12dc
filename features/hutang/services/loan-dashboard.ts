import 'server-only';
import { sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { readDb } from '@/lib/db/transaction';
import { milligramsToGrams, readRupiah, toMilligrams, todayInJakarta } from '@/lib/format';
import { jakartaDateOf, SQL_JAKARTA } from '@/lib/time/sql';

/** Money in whole Rupiah; grams as exact numeric text. */
export type LoanDashboard = {
  /** Active loans: how many, and the principal still lent. */
  outstandingCount: number;
  outstandingValue: number;
  /** Loans lent today (Jakarta), and redemptions of today (live settlements: a cancelled one is not counted). */
  newToday: number;
  redeemedToday: number;
  /** Lewat Masa Tenggang: active loans whose due date and grace have both passed (tgl_lelang before today). */
  overdueCount: number;
  overdueValue: number;
  /** Per month of the year (1 to 12, all present): the principal lent and the grams pledged. */
  monthly: { month: number; value: number; grams: string }[];
};

/**
 * The debt figures of the dashboard (§2.7, hutang/dashboard) for the user's shop, or for every shop on the head-office
 * dashboard (`allShops`): read from the loans and their settlements, on the Jakarta day of `now`. A cancelled loan
 * (BATAL) counts nowhere.
 */
export async function loanDashboard({ ctx, input: { allShops, now = new Date() }, tx }: {
  ctx: SessionContext; input: { allShops: boolean; now?: Date }; tx?: Tx;
}): Promise<LoanDashboard> {
  requireAccess(ctx, allShops ? '/dashboardPusat' : '/dashboard');
  const db = readDb(tx);
  const today = todayInJakarta(now);
  const year = Number(today.slice(0, 4));
  const shop = (column: string) => (allShops ? sql`true` : sql`${sql.raw(column)} = ${ctx.shop.kodeToko}`);

  const [figures] = (await db.execute(sql`
    select count(*) filter (where h.status = 'AKTIF')::int as outstanding_count,
           coalesce(sum(h.jumlah_hutang) filter (where h.status = 'AKTIF'), 0)::text as outstanding_value,
           count(*) filter (where ${jakartaDateOf(sql.raw('h.tgl_hutang'))} = ${today}::date)::int as new_today,
           count(*) filter (where h.status = 'AKTIF' and h.tgl_lelang < ${today}::date)::int as overdue_count,
           coalesce(sum(h.jumlah_hutang) filter (where h.status = 'AKTIF' and h.tgl_lelang < ${today}::date), 0)::text as overdue_value,
           (select count(*)::int from hutang_pelunasan p
             where ${shop('p.kode_toko')} and p.jenis = 'LUNAS' and p.status = 'AKTIF' and ${jakartaDateOf(sql.raw('p.tanggal'))} = ${today}::date) as redeemed_today
      from hutang h where ${shop('h.kode_toko')} and h.status <> 'BATAL'`)).rows as {
    outstanding_count: number; outstanding_value: string; new_today: number; overdue_count: number; overdue_value: string; redeemed_today: number;
  }[];

  const months = (await db.execute(sql`
    select extract(month from h.tgl_hutang at time zone ${SQL_JAKARTA})::int as month, sum(h.jumlah_hutang)::text as value, coalesce(sum(d.grams), 0)::text as grams
      from hutang h left join (select no_faktur_hutang, sum(berat) as grams from hutang_detail group by 1) d using (no_faktur_hutang)
     where ${shop('h.kode_toko')} and h.status <> 'BATAL' and extract(year from h.tgl_hutang at time zone ${SQL_JAKARTA}) = ${year}
     group by 1`)).rows as { month: number; value: string; grams: string }[];
  const byMonth = new Map(months.map((row) => [row.month, row]));

  return {
    outstandingCount: figures.outstanding_count,
    outstandingValue: readRupiah(figures.outstanding_value),
    newToday: figures.new_today,
    redeemedToday: figures.redeemed_today,
    overdueCount: figures.overdue_count,
    overdueValue: readRupiah(figures.overdue_value),
    monthly: Array.from({ length: 12 }, (_, i) => {
      const row = byMonth.get(i + 1);
      return { month: i + 1, value: row ? readRupiah(row.value) : 0, grams: milligramsToGrams(row ? toMilligrams(row.grams) : 0n) };
    }),
  };
}
