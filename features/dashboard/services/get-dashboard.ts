import 'server-only';
import { sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { activeBuybackTotals } from '@/features/pembelian';
import { activeSaleTotals } from '@/features/penjualan';
import { openOrderTotals } from '@/features/pesanan';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { readDb } from '@/lib/db/transaction';
import { milligramsToGrams, readRupiah, toMilligrams, todayInJakarta } from '@/lib/format';
import { jakartaDateOf, SQL_JAKARTA } from '@/lib/time/sql';
import { loanDashboard } from '@/features/hutang';
import { serviceTotals } from '@/features/service';

export const DASHBOARD_KINDS = ['penjualan', 'pembelian', 'pesanan', 'service'] as const;
export const MONTHLY_KINDS = ['penjualan', 'pembelian', 'service', 'hutang'] as const;
/** Money in whole Rupiah; grams as exact numeric text ("1234.567"), never a float. */
export type Figure = { count: number; value: number; grams: string };
export type MonthlyPoint = { month: number } & Record<(typeof MONTHLY_KINDS)[number], { value: number; grams: string }>;
type SumRow = { value: string; grams: string };
const readSums = (row: SumRow) => ({ value: readRupiah(row.value), grams: milligramsToGrams(toMilligrams(row.grams)) });

const day = jakartaDateOf;

/**
 * The dashboard of §2.7 for a set of shops: today's sales, purchases, orders and services; the monthly analysis
 * of the year (values and grams of sales, purchases, services and debts); the debt figures; today's birthdays.
 * `allShops` is the head-office view (/dashboardPusat, app type PUSAT).
 */
export async function getDashboard({ ctx, input: { allShops, now = new Date() }, tx }: { ctx: SessionContext; input: { allShops: boolean; now?: Date }; tx?: Tx }) {
  requireAccess(ctx, allShops ? '/dashboardPusat' : '/dashboard');
  const db = readDb(tx);
  const shopFilter = allShops ? sql`true` : sql`kode_toko = ${ctx.shop.kodeToko}`;
  const today = todayInJakarta(now);
  const year = Number(today.slice(0, 4));

  const todayRows = await db.execute(sql`
    select 'penjualan' as kind, count(*)::int as count, coalesce(sum(total_harga), 0)::text as value, coalesce(sum(total_berat), 0)::text as grams
      from (${activeSaleTotals()}) s where ${shopFilter} and ${day(sql.raw('tanggal'))} = ${today}
    union all
    select 'pembelian', count(*)::int, coalesce(sum(total_harga), 0)::text, coalesce(sum(total_berat), 0)::text
      from (${activeBuybackTotals()}) b where ${shopFilter} and ${day(sql.raw('tanggal'))} = ${today}
    union all
    select 'pesanan', count(*)::int, coalesce(sum(total_harga), 0)::text, coalesce(sum(total_berat), 0)::text
      from (${openOrderTotals()}) o where ${shopFilter} and ${day(sql.raw('tanggal'))} = ${today}
    union all
    select 'service', count(*)::int, coalesce(sum(total_harga), 0)::text, coalesce(sum(total_berat), 0)::text
      from (${serviceTotals()}) sv where ${shopFilter} and ${day(sql.raw('tanggal'))} = ${today}`);
  const todayFigures = Object.fromEntries(
    (todayRows.rows as ({ kind: string; count: number } & SumRow)[]).map(({ kind, count, ...sums }) => [kind, { count, ...readSums(sums) }]),
  ) as Record<(typeof DASHBOARD_KINDS)[number], Figure>;

  const monthlyRows = await db.execute(sql`
    select 'penjualan' as kind, extract(month from tanggal at time zone ${SQL_JAKARTA})::int as month, sum(total_harga)::text as value, sum(total_berat)::text as grams
      from (${activeSaleTotals()}) s where ${shopFilter} and extract(year from tanggal at time zone ${SQL_JAKARTA}) = ${year} group by 2
    union all
    select 'pembelian', extract(month from tanggal at time zone ${SQL_JAKARTA})::int, sum(total_harga)::text, sum(total_berat)::text
      from (${activeBuybackTotals()}) b where ${shopFilter} and extract(year from tanggal at time zone ${SQL_JAKARTA}) = ${year} group by 2
    union all
    select 'service', extract(month from tanggal at time zone ${SQL_JAKARTA})::int, sum(total_harga)::text, sum(total_berat)::text
      from (${serviceTotals()}) sv where ${shopFilter} and extract(year from tanggal at time zone ${SQL_JAKARTA}) = ${year} group by 2`);
  const monthly: MonthlyPoint[] = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    ...(Object.fromEntries(MONTHLY_KINDS.map((kind) => [kind, { value: 0, grams: '0.000' }])) as Record<(typeof MONTHLY_KINDS)[number], { value: number; grams: string }>),
  }));
  for (const row of monthlyRows.rows as ({ kind: (typeof MONTHLY_KINDS)[number]; month: number } & SumRow)[]) {
    monthly[row.month - 1][row.kind] = readSums(row);
  }

  // The debt figures and the debts' monthly series are hutang's (hutang/dashboard).
  const { monthly: loansPerMonth, ...debt } = await loanDashboard({ ctx, input: { allShops, now }, tx });
  for (const point of loansPerMonth) monthly[point.month - 1].hutang = { value: point.value, grams: point.grams };

  const birthdays = (await db.execute(sql`
    select kode_member, nama_member, no_hp, kode_toko, extract(year from age(${today}::date, tgl_lahir))::int as age
      from member where ${shopFilter} and to_char(tgl_lahir, 'MM-DD') = ${today.slice(5)} order by nama_member`)).rows as {
    kode_member: string; nama_member: string; no_hp: string; kode_toko: string; age: number;
  }[];

  return { today, year, todayFigures, monthly, debt, birthdays };
}
