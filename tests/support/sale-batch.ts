// A child process for the counter's crash test: posts sales (two sales of two items per transaction) one transaction
// after another over the items `<prefix>00001…` until it runs out or is killed.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { postSales } from '@/features/penjualan/counter/post-sale';
import { cashSaleOf, testItem } from './sale-fixtures';

const [prefix, countText] = process.argv.slice(2);
const count = Number(countText);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
const db = drizzle(pool);
const item = (n: number) => testItem(prefix, n);
for (let n = 1, round = 0; n + 3 <= count; n += 4, round++) {
  await db.transaction((tx) => postSales(tx, [
    cashSaleOf([item(n), item(n + 1)], `crash-${prefix}-${n}`, 'kasir'),
    cashSaleOf([item(n + 2), item(n + 3)], `crash-${prefix}-${n + 2}`, 'kasir'),
  ]));
  if (round === 10) process.stdout.write('running\n');
}
process.stdout.write('done\n');
await pool.end();
