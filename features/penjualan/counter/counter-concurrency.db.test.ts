import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createRandom } from '@/features/demo/random';
import { AppError } from '@/lib/errors/app-error';
import { useDemoDatabase } from '@/tests/support/db';
import { JOURNAL_CLEAN, journalInvariants, saleCompleteness, SALES_WHOLE, STOCK_CLEAN, stockInvariants } from '@/tests/support/ledger-checks';
import { cashSaleOf, receiveTestItems } from '@/tests/support/sale-fixtures';
import { postSales, type SaleToPost } from './post-sale';

const { db } = useDemoDatabase();

const CASHIERS = 20;

/** Twenty connections of their own, so twenty cashiers' transactions are really open at once (the app's pool has ten). */
let pool: pg.Pool | null = null;
function cashierDb() {
  if (!pool) {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: CASHIERS });
    // The next test's fresh database ends any connection still open (DROP DATABASE … WITH (FORCE)).
    pool.on('error', () => {});
  }
  return drizzle(pool);
}
afterEach(async () => {
  await pool?.end();
  pool = null;
});

/**
 * Each cashier opens a transaction, waits until all of them have one (a barrier), posts its sale and keeps its
 * transaction open a moment longer, so the others meet its row locks instead of finding the items already sold.
 */
async function cashiersAtOnce(sales: SaleToPost[], holdMs = 150) {
  const cashiers = cashierDb();
  let open = 0;
  let release!: () => void;
  const everyoneIn = new Promise<void>((resolve) => (release = resolve));
  return Promise.allSettled(sales.map((sale) => cashiers.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    if (++open === sales.length) release();
    await everyoneIn;
    const [posted] = await postSales(tx, [sale]);
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    return posted;
  })));
}

async function everythingHolds() {
  return { journal: await journalInvariants(db()), stock: await stockInvariants(db()), sales: await saleCompleteness(db()) };
}
const HOLDS = { journal: JOURNAL_CLEAN, stock: STOCK_CLEAN, sales: SALES_WHOLE };

const refusals = (outcomes: PromiseSettledResult<unknown>[]) =>
  outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected').map((outcome) => outcome.reason as AppError);

describe('the counter under concurrency (PostgreSQL)', () => {
  it('twenty cashiers selling the same ten items at once: exactly ten sales, each item once, the others told "stock out"', async () => {
    const items = await db().transaction((tx) => receiveTestItems(tx, 'RACE', 10));
    // Cashier c sells item c mod 10: every item is wanted by two cashiers at the same moment.
    const outcomes = await cashiersAtOnce(Array.from({ length: CASHIERS }, (_, c) => cashSaleOf([items[c % 10]], `race-${c}`, `kasir-${c}`)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    const refused = refusals(outcomes);
    expect(refused).toHaveLength(10);
    for (const error of refused) expect(error).toMatchObject({ kind: 'conflict', messageKey: 'penjualanStokHabis' });
    // Each refusal names an item someone else sold; each item in exactly one sale, and SOLD.
    expect(new Set(refused.map((error) => error.values?.barcode)).size).toBe(10);
    const sold = (await db().execute(sql`
      select d.kode_barcode, count(*)::int as n, min(b.status) as status from penjualan_detail d join barang b using (kode_barcode)
       where d.kode_barcode like 'RACE%' group by 1 order by 1`)).rows;
    expect(sold).toEqual(items.map((item) => ({ kode_barcode: item.kodeBarcode, n: 1, status: 'SOLD' })));
    expect((await db().execute(sql`select count(*)::int as n from penjualan where idempotency_key like 'race-%'`)).rows).toEqual([{ n: 10 }]);
    expect(await everythingHolds()).toEqual(HOLDS);
  }, 60_000);

  it('twenty cashiers with sales of one to three of the ten items, in any order: no deadlock, no item sold twice, every refusal "stock out"', async () => {
    const items = await db().transaction((tx) => receiveTestItems(tx, 'MIX', 10));
    const random = createRandom('counter-concurrency');
    const sales = Array.from({ length: CASHIERS }, (_, c) => {
      // The lines in the cashier's own scan order: the kernel locks items in barcode order whatever the order here.
      const picked = [...new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(items)))];
      return cashSaleOf(picked, `mix-${c}`, `kasir-${c}`);
    });
    const outcomes = await cashiersAtOnce(sales, 50);
    for (const error of refusals(outcomes)) expect(error).toMatchObject({ kind: 'conflict', messageKey: 'penjualanStokHabis' });
    const won = sales.filter((_, i) => outcomes[i].status === 'fulfilled');
    expect(won.length).toBeGreaterThan(0);
    const soldInWon = won.flatMap((sale) => sale.lines.map((line) => line.kodeBarcode));
    expect(new Set(soldInWon).size).toBe(soldInWon.length);
    const sold = (await db().execute(sql`select kode_barcode from penjualan_detail where kode_barcode like 'MIX%' order by 1`)).rows.map((row) => row.kode_barcode);
    expect(sold).toEqual([...soldInWon].sort());
    // A refused sale wrote nothing: its items that nobody sold are still ready.
    const ready = (await db().execute(sql`select count(*)::int as n from barang where kode_barcode like 'MIX%' and status = 'READY'`)).rows[0] as { n: number };
    expect(ready.n).toBe(10 - soldInWon.length);
    expect(await everythingHolds()).toEqual(HOLDS);
  }, 60_000);

  it('a process killed with SIGKILL in the middle of a burst of sales leaves no half sale and loses nothing it committed', async () => {
    const count = 2000;
    await db().transaction((tx) => receiveTestItems(tx, 'KIL', count));
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/support/sale-batch.ts'), 'KIL', String(count)], {
      env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL }, stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk) => String(chunk).includes('running') && resolve());
      child.once('exit', (code) => reject(new Error(`the sales burst exited early (${code})`)));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // PostgreSQL ends the killed process's open transaction when it notices the connection is gone.
    for (let i = 0; i < 50; i++) {
      const open = (await db().execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`)).rows[0] as { n: number };
      if (open.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const posted = (await db().execute(sql`select count(*)::int as n from penjualan where idempotency_key like 'crash-KIL-%'`)).rows[0] as { n: number };
    // Two sales per transaction, all or nothing: an even number, more than the ten transactions before "running".
    expect(posted.n).toBeGreaterThan(20);
    expect(posted.n % 2).toBe(0);
    const soldItems = (await db().execute(sql`select count(*)::int as n from barang where kode_barcode like 'KIL%' and status = 'SOLD'`)).rows[0] as { n: number };
    expect(soldItems.n).toBe(posted.n * 2);
    expect(soldItems.n).toBeLessThan(count);
    expect(await everythingHolds()).toEqual(HOLDS);
  }, 90_000);
});
