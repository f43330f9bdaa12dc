// The counter (issue 16): scan → priced line with 20 concurrent cashiers (the sale screen's scan service,
// priceSaleItem), and three-line cash sales through the sale screen's service (postSale: re-pricing, the kernel's
// header, lines, journal entry and SOLD entries) offered at 100 sales/s (open loop, latency from each sale's scheduled
// start, each in its own transaction from the server's pool). Run with the react-server condition:
//   node --conditions=react-server --import tsx bench/counter.ts
// Own embedded database under bench/out/counter (or BENCH_COUNTER_DATABASE_URL): the demo, then ready items of CAB01
// received once through the gram ledger and sold a few thousand per run (topped up when fewer than a run needs remain).
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { getDb, getPool } from '../lib/db/client';
import { postStockEntries } from '../lib/ledger/stock/post-stock-entries';
import { DEFAULT_SETTINGS } from '../lib/settings/keys';
import type { SessionContext } from '../lib/auth/context';
import { testItem } from '../tests/support/sale-fixtures';
import { openBenchDatabase, percentile } from './support';

const CASHIERS = 20;
const SCANS_EACH = Number(process.env.BENCH_COUNTER_SCANS ?? 100);
const RATE = Number(process.env.BENCH_COUNTER_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_COUNTER_SECONDS ?? 10);
const LINES = 3;
const PREFIX = 'BC';

const round = (ms: number) => Math.round(ms * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ready bench items `<group><kodeToko>00001…` of a shop (testItem's), numbered; received in one document when fewer than
 * `needed` are left.
 */
export async function readyItems(kodeToko: string, needed: number, group = PREFIX): Promise<number[]> {
  const db = getDb();
  const prefix = `${group}${kodeToko}`;
  const ready = (await db.execute(sql`
    select right(kode_barcode, 5)::int as n from barang where kode_barcode like ${`${prefix}%`} and status = 'READY' order by 1`)).rows.map((row) => Number(row.n));
  if (ready.length >= needed) return ready;
  const [{ last }] = (await db.execute(sql`select coalesce(max(right(kode_barcode, 5)::int), 0)::int as last from barang where kode_barcode like ${`${prefix}%`}`)).rows as { last: number }[];
  const fresh = Array.from({ length: needed * 2 }, (_, i) => last + i + 1);
  await db.transaction((tx) => postStockEntries(tx, {
    document: { kodeToko, jenis: 'TAMBAH_BARANG', nomor: `TB-BENCH-${group}-${kodeToko}-${last}` },
    entries: fresh.map((n) => ({ kind: 'RECEIVED' as const, item: testItem(prefix, n, kodeToko) })),
    idempotencyKey: `bench:${group}:${kodeToko}:${last}`, createdBy: 'bench',
  }));
  return [...ready, ...fresh];
}

const contextOf = (kodeToko: string, userId: string) => ({
  user: { userId, namaUser: userId, level: 'KASIR' }, shop: { kodeToko, namaToko: kodeToko, alamatToko: '', appType: 'CABANG' },
  settings: DEFAULT_SETTINGS, hiddenMenuKeys: new Set(), session: { sid: 'bench', iat: 0, remember: false, ver: 1 },
}) as SessionContext;

export async function benchCounter(): Promise<Record<string, string | number>> {
  const database = await openBenchDatabase({ name: 'counter', urlVariable: 'BENCH_COUNTER_DATABASE_URL', portVariable: 'BENCH_COUNTER_PG_PORT', defaultPort: 54335 });
  const sales = RATE * SECONDS;
  // CAB01 takes the scans, a run of sales alone, and half of the run shared with CAB02; CAB02 the other half.
  const pools: Record<string, number[]> = {
    CAB01: await readyItems('CAB01', CASHIERS * SCANS_EACH + sales * LINES + (sales / 2) * LINES),
    CAB02: await readyItems('CAB02', (sales / 2) * LINES),
  };
  await getDb().execute(sql`vacuum analyze barang`);
  const { priceSaleItem, postSale } = await import('../features/penjualan');
  const cashiers = { CAB01: contextOf('CAB01', 'kasir'), CAB02: contextOf('CAB02', 'kasir2') };
  const results: Record<string, string | number> = { 'ready bench items (CAB01 / CAB02)': `${pools.CAB01.length} / ${pools.CAB02.length}` };
  const take = (kodeToko: 'CAB01' | 'CAB02', count: number) => pools[kodeToko].splice(0, count).map((n) => testItem(`${PREFIX}${kodeToko}`, n, kodeToko).kodeBarcode);
  const scan = (kodeToko: 'CAB01' | 'CAB02', code: string) => priceSaleItem({ ctx: cashiers[kodeToko], input: { barcode: code } });

  // Scan → priced line: 20 cashiers of CAB01 at once, each scanning barcodes one after the other (one warm-up each).
  const scanned = take('CAB01', CASHIERS * SCANS_EACH);
  await Promise.all(Array.from({ length: CASHIERS }, (_, c) => scan('CAB01', scanned[c * SCANS_EACH])));
  const scans: number[] = [];
  const scanStarted = performance.now();
  await Promise.all(Array.from({ length: CASHIERS }, async (_, c) => {
    for (let i = 0; i < SCANS_EACH; i++) {
      const code = scanned[c * SCANS_EACH + i].toLowerCase();
      const started = performance.now();
      const line = await scan('CAB01', code);
      scans.push(performance.now() - started);
      if (!(line.hargaHitung > 0)) throw new Error(`scan of ${code} gave no priced line`);
    }
  }));
  const scanSeconds = (performance.now() - scanStarted) / 1000;
  results[`scan → priced line, ${CASHIERS} cashiers × ${SCANS_EACH}: p50 (ms)`] = percentile(scans, 50);
  results['scan → priced line p99 (ms, target < 50)'] = percentile(scans, 99);
  results['scans per second'] = Math.round(scans.length / scanSeconds);

  /**
   * RATE three-line cash sales a second for SECONDS through the sale screen's service, each started on its schedule
   * in its own transaction from the server's pool (DB_POOL_MAX, 10 unless set) whether or not the earlier ones have
   * committed; latency from the scheduled start. `shopOf(i)` says whose counter sale i is.
   */
  async function salesAt(label: string, shopOf: (i: number) => 'CAB01' | 'CAB02') {
    // The lines as the screen holds them after scanning (priced before the timed run, 20 at a time).
    const plan = Array.from({ length: sales }, (_, i) => ({ kodeToko: shopOf(i), codes: [] as string[] }));
    for (const shop of ['CAB01', 'CAB02'] as const) {
      const mine = plan.filter((sale) => sale.kodeToko === shop);
      const codes = take(shop, mine.length * LINES);
      mine.forEach((sale, i) => (sale.codes = codes.slice(i * LINES, i * LINES + LINES)));
    }
    const priced: { kodeToko: 'CAB01' | 'CAB02'; lines: { barcode: string; hargaHitung: number; hargaJual: number }[] }[] = [];
    for (let i = 0; i < plan.length; i += CASHIERS) {
      priced.push(...await Promise.all(plan.slice(i, i + CASHIERS).map(async (sale) => ({
        kodeToko: sale.kodeToko,
        lines: (await Promise.all(sale.codes.map((code) => scan(sale.kodeToko, code)))).map((item) => ({ barcode: item.kodeBarcode, hargaHitung: item.hargaHitung, hargaJual: item.hargaHitung })),
      }))));
    }
    const run = `${process.pid}-${Date.now()}`;
    const latencies: number[] = [];
    let failed = 0;
    const started = performance.now();
    const pending: Promise<void>[] = [];
    for (let i = 0; i < sales; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const { kodeToko, lines } = priced[i];
      const input = { lines, kodeSales: `${kodeToko}-S1`, uangDiterima: lines.reduce((sum, line) => sum + line.hargaJual, 0), idempotencyKey: `bench-${run}-${i}` };
      pending.push(postSale({ ctx: cashiers[kodeToko], input }).then(
        () => { latencies.push(performance.now() - due); },
        (error) => { failed++; if (failed <= 3) console.error('sale failed:', error?.messageKey ?? error?.message); },
      ));
    }
    await Promise.all(pending);
    const seconds = (performance.now() - started) / 1000;
    results[`${label}: sales committed per second (offered ${RATE}/s for ${SECONDS} s)`] = Math.round((latencies.length / seconds) * 10) / 10;
    results[`${label}: refused or failed`] = failed;
    results[`${label}: commit p50 (ms, from its scheduled start)`] = percentile(latencies, 50);
    results[`${label}: commit p99 (ms, target < 150)`] = percentile(latencies, 99);
    results[`${label}: commit max (ms)`] = round(Math.max(...latencies));
  }
  // One shop's counters take every sale: its day's PENJUALAN number is one counter row, held from the number (taken
  // after the items are locked and checked, right before the sale's writes) until each sale commits (issue 26 point 10).
  results['load average before the sales (1 min)'] = Math.round(os.loadavg()[0] * 100) / 100;
  await salesAt('three-line cash sales, one shop (CAB01)', () => 'CAB01');
  await salesAt('three-line cash sales, two shops (CAB01 + CAB02)', (i) => (i % 2 === 0 ? 'CAB01' : 'CAB02'));
  results['load average after the sales (1 min)'] = Math.round(os.loadavg()[0] * 100) / 100;
  results['server pool size'] = getPool().options.max ?? 10;
  await database.close();
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchCounter();
  console.log(`\nKilau counter benchmark (loopback PostgreSQL; this machine is shared, figures are of a busy machine)`);
  console.table(results);
}
