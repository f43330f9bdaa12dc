// A chain's busy hour on one server (issue 26 point 9): 100 staff sessions of five levels across ten shops, each day
// of theirs a script (open /home, the sale screen, scan three items and sell them, look up the sale, open a report page
// (Laporan Keuangan Akhir Hari, today), export its 31-day PDF, move an item, post a cash entry), every request sent over HTTP to the production build as
// the browser sends it (pages as documents, the screens' server actions by their ids). Open loop: days arrive on a
// schedule whether or not earlier ones are done, and each step is timed from when it was due (its planned time after
// the day's arrival, or the end of the step before it when that was later), so queueing counts.
//   BENCH_CHAIN_SECONDS (default 600) the run's length; BENCH_CHAIN_RATE (days a second, default 12: ≥ 64 page views and
//   12 sales a second); BENCH_CHAIN_STEP_SECONDS (default 15) each step of the saturation search; BENCH_CHAIN_PORT.
// The database is the report part's scale-100 one (bench/out/reports-scale-100, or BENCH_CHAIN_DATABASE_URL), given
// eight more branches, ten bench staff a shop and ready items (testItem's) in a setup step that reuses what is there.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { setMaxListeners } from 'node:events';
import path from 'node:path';
import { subDays } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import { getDb } from '../lib/db/client';
import { sales, users } from '../lib/db/schema/shop';
import { baki, gudang } from '../features/stock/schema';
import { seedInstallation } from '../features/users/setup/installation';
import type { Level } from '../lib/auth/levels';
import { testItem } from '../tests/support/sale-fixtures';
import { storedSessionCookie } from '../tests/support/stored-session';
import { actionId, callAction, callFormAction } from './actions';
import { readyItems } from './counter';
import { BENCH_SESSION_SECRET, rssMb, startBenchServer, stopServer, waitFor200 } from './server';
import { openBenchDatabase, percentile, slopePerMinute } from './support';

const SECONDS = Number(process.env.BENCH_CHAIN_SECONDS ?? 600);
const RATE = Number(process.env.BENCH_CHAIN_RATE ?? 12);
const STEP_SECONDS = Number(process.env.BENCH_CHAIN_STEP_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_CHAIN_PORT ?? 3202);
const SCALE = Number(process.env.BENCH_SCALE ?? 100);
const BASE = `http://127.0.0.1:${PORT}`;
/** A user's pause between one answer and the next request. */
const THINK_MS = 300;
const MEMORY_EVERY_MS = 5000;
const SATURATION_P99_MS = 500;
/** How long the main run's last days may take after the last arrival before they are abandoned (a saturation step: its length). */
const DRAIN_SECONDS = 60;
const GROUP = 'CH';
const SHOPS = Array.from({ length: 10 }, (_, i) => `CAB${String(i + 1).padStart(2, '0')}`);
/** Each shop's ten staff: the owner and a head-office manager visiting, two supervisors, three cashiers, three sellers. */
const LEVELS: Level[] = ['OWN', 'MU', 'SPV', 'SPV', 'KASIR', 'KASIR', 'KASIR', 'USER', 'USER', 'USER'];
/** Items a day takes from its shop: three sold, one moved. */
const ITEMS_A_DAY = 4;
/** A USER's access tree hides the reports and the cash book (DEFAULT_HIDDEN_MENU): their day skips those steps. */
const daysPages = (level: Level) => (level === 'USER' ? 4 : 6);

type Kind = 'page' | 'scan' | 'sale' | 'lookup' | 'export' | 'move' | 'cash';
type Session = { userId: string; level: Level; kodeToko: string; kodeSales: string; cookie: string };
type Ids = Record<'scan' | 'sale' | 'getSale' | 'findMove' | 'move' | 'cash', string>;
type Tally = { times: Record<Kind, number[]>; errors: number; abandoned: number; firstErrors: string[] };
type Result<T> = { status: string; data?: T; message?: string; outcome?: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const day = (back: number) => formatInTimeZone(subDays(new Date(), back), 'Asia/Jakarta', 'yyyy-MM-dd');

/** The eight more branches, the bench staff and each shop's sales person; the same rows again are left as they are. */
async function prepareShops(): Promise<Omit<Session, 'cookie'>[]> {
  const db = getDb();
  await db.transaction(async (tx) => {
    await seedInstallation(tx, { shops: SHOPS.map((kodeToko) => ({ kodeToko, namaToko: `Kilau Emas ${kodeToko}`, appType: 'CABANG' as const })), by: 'bench' });
    // The new shops' warehouses, trays and sales people are CAB01's, renamed.
    const rename = (code: string, kodeToko: string) => code.replace('CAB01', kodeToko);
    const [warehouses, trays, people] = [
      await tx.select().from(gudang).where(eq(gudang.kodeToko, 'CAB01')),
      await tx.select().from(baki).where(eq(baki.kodeToko, 'CAB01')),
      await tx.select().from(sales).where(eq(sales.kodeToko, 'CAB01')),
    ];
    const others = SHOPS.slice(1);
    await tx.insert(gudang).values(others.flatMap((kodeToko) => warehouses.map((row) => ({ ...row, kodeToko, kodeGudang: rename(row.kodeGudang, kodeToko) })))).onConflictDoNothing();
    await tx.insert(baki).values(others.flatMap((kodeToko) => trays.map((row) => ({ ...row, kodeToko, kodeGudang: rename(row.kodeGudang, kodeToko) })))).onConflictDoNothing();
    await tx.insert(sales).values(others.flatMap((kodeToko) => people.map((row) => ({ ...row, kodeToko, kodeSales: rename(row.kodeSales, kodeToko) })))).onConflictDoNothing();
    await tx.insert(users).values(SHOPS.flatMap((kodeToko) => LEVELS.map((level, i) => ({
      userId: `${kodeToko.toLowerCase()}.chain${String(i + 1).padStart(2, '0')}`, namaUser: `Chain ${kodeToko} ${i + 1}`, level, kodeToko,
      // No password logs in: the bench's sessions are sealed for them (storedSessionCookie).
      passwordHash: 'bench-no-login',
    })))).onConflictDoNothing();
  });
  const salesOf = new Map<string, string>();
  for (const row of await db.select({ kodeToko: sales.kodeToko, kodeSales: sales.kodeSales }).from(sales).where(inArray(sales.kodeToko, SHOPS)).orderBy(sales.kodeSales)) {
    if (!salesOf.has(row.kodeToko)) salesOf.set(row.kodeToko, row.kodeSales);
  }
  const staff = await db.select({ userId: users.userId, level: users.level, kodeToko: users.kodeToko }).from(users)
    .where(and(inArray(users.kodeToko, SHOPS), sql`${users.userId} like '%.chain%'`)).orderBy(users.kodeToko, users.userId);
  return staff.map((user) => ({ ...user, level: user.level as Level, kodeSales: salesOf.get(user.kodeToko)! }));
}

/** Ready items for `days` days of every shop: numbers of testItem(`CH<shop>`, n), received when too few are left. */
async function itemPools(days: number): Promise<Map<string, number[]>> {
  const perShop = Math.ceil(days / SHOPS.length) * ITEMS_A_DAY + ITEMS_A_DAY;
  const pools = new Map<string, number[]>();
  for (const kodeToko of SHOPS) pools.set(kodeToko, await readyItems(kodeToko, perShop, GROUP));
  await getDb().execute(sql`analyze barang`);
  return pools;
}

const barcodeOf = (kodeToko: string, n: number) => testItem(`${GROUP}${kodeToko}`, n, kodeToko).kodeBarcode;

async function page(session: Session, signal: AbortSignal, url: string): Promise<void> {
  const response = await fetch(`${BASE}${url}`, { headers: { cookie: session.cookie }, redirect: 'manual', signal });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

function ok<T>(result: Result<T>, what: string): T {
  if (result.status !== 'success' && result.outcome !== 'success') throw new Error(`${what}: ${result.message ?? result.status ?? result.outcome}`);
  return result.data as T;
}

/**
 * One scripted day of `session` arriving at `arrival` (performance.now() time), with `items` of its shop (three to
 * sell, one to move); each step's latency goes to `tally` under its kind, a failure ends the day and is counted.
 */
async function runDay(session: Session, ids: Ids, items: number[], arrival: number, tally: Tally, key: string, signal: AbortSignal): Promise<void> {
  let step = 0;
  let previousEnd = arrival;
  const timed = async <T>(kind: Kind, work: () => Promise<T>): Promise<T> => {
    const due = Math.max(arrival + step++ * THINK_MS, previousEnd);
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const value = await work();
    previousEnd = performance.now();
    tally.times[kind].push(previousEnd - due);
    return value;
  };
  const { kodeToko } = session;
  const act = <T>(pagePath: string, id: string, args: unknown[], what: string) => async () => ok(await callAction<Result<T>>(BASE, pagePath, session.cookie, id, args, signal), what);
  try {
    await timed('page', () => page(session, signal, '/home'));
    await timed('page', () => page(session, signal, '/transaksi-penjualan'));
    const lines: { barcode: string; hargaHitung: number; hargaJual: number }[] = [];
    for (const n of items.slice(0, 3)) {
      const item = await timed('scan', act<{ kodeBarcode: string; hargaHitung: number }>('/transaksi-penjualan', ids.scan, [barcodeOf(kodeToko, n)], 'scan'));
      lines.push({ barcode: item.kodeBarcode, hargaHitung: item.hargaHitung, hargaJual: item.hargaHitung });
    }
    // Transaksi Penjualan is a kit form: its lines are the lines[i] fields the screen sends.
    const sale: Record<string, string> = {
      kodeSales: session.kodeSales, uangDiterima: String(lines.reduce((sum, line) => sum + line.hargaJual, 0)), idempotencyKey: `${key}-sale`,
      ...Object.fromEntries(lines.flatMap((line, i) => Object.entries(line).map(([name, value]) => [`lines[${i}].${name}`, String(value)]))),
    };
    const { nomor } = await timed('sale', async () => ok(await callFormAction<Result<{ nomor: string }>>(BASE, '/transaksi-penjualan', session.cookie, ids.sale, sale, signal), 'sale'));
    await timed('page', () => page(session, signal, '/lihat-penjualan'));
    await timed('lookup', act('/lihat-penjualan', ids.getSale, ['/lihat-penjualan', nomor], 'sale lookup'));
    if (session.level !== 'USER') {
      await timed('page', () => page(session, signal, `/laporan-keuangan-akhir-hari?tgl_from=${day(0)}&tgl_to=${day(0)}&kode_toko=${kodeToko}&cari=1`));
      await timed('export', () => page(session, signal, `/api/laporan/keuangan-akhir-hari/pdf?tgl_from=${day(30)}&tgl_to=${day(0)}&kode_toko=${kodeToko}`));
    }
    await timed('page', () => page(session, signal, '/pindah-barang'));
    const seen = await timed('move', act<{ kodeBarcode: string; kodeGudang: string; kodeBaki: string }>('/pindah-barang', ids.findMove, ['/pindah-barang', barcodeOf(kodeToko, items[3])], 'move scan'));
    // Pindah Barang is a kit form: its lines are the hidden items[i] fields the screen sends.
    await timed('move', async () => ok(await callFormAction<Result<unknown>>(BASE, '/pindah-barang', session.cookie, ids.move, {
      idempotencyKey: `${key}-move`, kodeGudang: seen.kodeGudang, kodeBaki: seen.kodeBaki === 'BAKI-CC1' ? 'BAKI-CC2' : 'BAKI-CC1',
      'items[0].kodeBarcode': seen.kodeBarcode, 'items[0].kodeGudang': seen.kodeGudang, 'items[0].kodeBaki': seen.kodeBaki,
    }, signal), 'move'));
    if (session.level !== 'USER') {
      await timed('page', () => page(session, signal, '/uang-kas'));
      await timed('cash', async () => ok(await callFormAction<Result<unknown>>(BASE, '/uang-kas', session.cookie, ids.cash, {
        arah: 'MASUK', kategori: 'PENDAPATAN_LAIN', jumlah: '25000', keterangan: 'Bench: jasa cuci perhiasan', idempotencyKey: `${key}-cash`,
      }, signal), 'cash entry'));
    }
  } catch (error) {
    if (signal.aborted) {
      tally.abandoned++;
      return;
    }
    tally.errors++;
    if (tally.firstErrors.length < 5) tally.firstErrors.push(`${session.userId}: ${(error as Error).message}`);
  }
}

const emptyTally = (): Tally => ({ times: { page: [], scan: [], sale: [], lookup: [], export: [], move: [], cash: [] }, errors: 0, abandoned: 0, firstErrors: [] });

/**
 * `rate` days a second for `seconds`, day i by session i of the 100 in shop order i % 10 (so the shops take turns),
 * with the items of `pools`; resolves when every day has ended, or `drainSeconds` after the last arrival: the days still
 * running then are abandoned (their requests aborted) and counted, so an overloaded server cannot hold the run forever.
 */
async function offer(sessions: Session[], ids: Ids, pools: Map<string, number[]>, rate: number, seconds: number, label: string, drainSeconds: number) {
  const tally = emptyTally();
  const abort = new AbortController();
  // Every request of every running day listens to this one signal: an overloaded server has thousands at once.
  setMaxListeners(0, abort.signal);
  const run = `${label}-${process.pid}-${Date.now()}`;
  const days: Promise<void>[] = [];
  let settled = 0;
  let pages = 0;
  const started = performance.now();
  for (let i = 0; i < Math.round(rate * seconds); i++) {
    const arrival = started + (i * 1000) / rate;
    const wait = arrival - performance.now();
    if (wait > 0) await sleep(wait);
    const session = sessions[(i % SHOPS.length) * LEVELS.length + (Math.floor(i / SHOPS.length) % LEVELS.length)];
    const items = pools.get(session.kodeToko)!.splice(0, ITEMS_A_DAY);
    if (items.length < ITEMS_A_DAY) throw new Error(`too few ready items left in ${session.kodeToko}`);
    pages += daysPages(session.level);
    days.push(runDay(session, ids, items, arrival, tally, `${run}-${i}`, abort.signal).finally(() => settled++));
  }
  const drained = Promise.all(days);
  const within = async (ms: number) => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([drained, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
    clearTimeout(timer);
  };
  await within(drainSeconds * 1000);
  abort.abort();
  // An aborted fetch has been seen never to settle under overload: a day still pending 10 s later counts as abandoned.
  await within(10_000);
  tally.abandoned += days.length - settled;
  return { tally, seconds: (performance.now() - started) / 1000, pages, sales: days.length };
}

export type HomeFigures = { rps: number; p99: number };

export async function benchChain(home?: HomeFigures) {
  process.env.SESSION_SECRET = BENCH_SESSION_SECRET;
  const dataDir = path.resolve(`bench/out/reports-scale-${SCALE}`);
  const database = await openBenchDatabase({ name: `reports-scale-${SCALE}`, urlVariable: 'BENCH_CHAIN_DATABASE_URL', portVariable: 'BENCH_REPORT_PG_PORT', defaultPort: 54332, scale: SCALE });
  const setupStarted = performance.now();
  const staff = await prepareShops();
  // The main run's days and the warm-up's (one a session).
  let pools = await itemPools(RATE * SECONDS + SHOPS.length * LEVELS.length);
  const cookies = new Map<string, string>();
  for (const user of staff) cookies.set(user.userId, `kilau_session=${await storedSessionCookie(getDb(), user.userId)}`);
  const sessions: Session[] = staff.map((user) => ({ ...user, cookie: cookies.get(user.userId)! }));
  if (sessions.length !== SHOPS.length * LEVELS.length) throw new Error(`expected ${SHOPS.length * LEVELS.length} bench staff, found ${sessions.length}`);
  const setupSeconds = Math.round((performance.now() - setupStarted) / 100) / 10;

  const server = startBenchServer({
    ...process.env, PORT: String(PORT), DATABASE_URL: database.url, SESSION_SECRET: BENCH_SESSION_SECRET, KILAU_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1',
  });
  const results: Record<string, unknown> = { seedSeconds: database.seedSeconds, setupSeconds };
  try {
    await waitFor200(BASE, server.started);
    const ids: Ids = {
      scan: actionId('scanSaleItemAction'), sale: actionId('postSaleAction'), getSale: actionId('getSaleAction'),
      findMove: actionId('findItemToMoveAction'), move: actionId('pindahBarangAction'), cash: actionId('postUangKasAction'),
    };
    // Warm-up: one day of each session at a gentle rate (every route's first request loads its code).
    const warm = await offer(sessions, ids, pools, 10, sessions.length / 10, 'warm', 120);
    if (warm.tally.errors + warm.tally.abandoned > 0) throw new Error(`the warm-up failed: ${warm.tally.firstErrors.join('; ')}`);

    console.log(`chain: warmed up (${sessions.length} days); ${RATE} days/s for ${SECONDS} s…`);
    const memory: { minute: number; mb: number }[] = [];
    const memoryStarted = performance.now();
    const sample = () => {
      if (server.child.exitCode === null) memory.push({ minute: (performance.now() - memoryStarted) / 60_000, mb: rssMb(server.child.pid!) });
    };
    sample();
    const sampler = setInterval(sample, MEMORY_EVERY_MS);
    const main = await offer(sessions, ids, pools, RATE, SECONDS, 'main', DRAIN_SECONDS);
    clearInterval(sampler);
    sample();
    const secondHalf = memory.filter((s) => s.minute >= memory[memory.length - 1].minute / 2);
    results.main = {
      offered: { daysPerSecond: RATE, seconds: SECONDS },
      // Offered: the script's page views and sales over the arrivals' window; done: those answered, over the whole run.
      pageViewsPerSecond: Math.round((main.pages / SECONDS) * 10) / 10,
      salesPerSecond: Math.round((main.sales / SECONDS) * 10) / 10,
      pageViewsDonePerSecond: Math.round((main.tally.times.page.length / main.seconds) * 10) / 10,
      salesDonePerSecond: Math.round((main.tally.times.sale.length / main.seconds) * 10) / 10,
      p50: Object.fromEntries(Object.entries(main.tally.times).map(([kind, times]) => [kind, percentile(times, 50)])),
      p99: Object.fromEntries(Object.entries(main.tally.times).map(([kind, times]) => [kind, percentile(times, 99)])),
      counts: Object.fromEntries(Object.entries(main.tally.times).map(([kind, times]) => [kind, times.length])),
      errors: main.tally.errors, abandoned: main.tally.abandoned, firstErrors: main.tally.firstErrors,
      memory: {
        firstMb: Math.round(memory[0].mb), lastMb: Math.round(memory[memory.length - 1].mb), maxMb: Math.round(Math.max(...memory.map((s) => s.mb))),
        slopeMbPerMinute: Math.round(slopePerMinute(memory) * 10) / 10, secondHalfSlopeMbPerMinute: Math.round(slopePerMinute(secondHalf) * 10) / 10,
        samples: memory.length,
      },
    };

    // The saturation point: from a quarter of the rate up by ×1.25 a step until page navigation's p99 passes 500 ms.
    const steps: Step[] = [];
    let rate = RATE / 4;
    for (let k = 0; k < 16; k++) {
      pools = await itemPools(Math.ceil(rate * STEP_SECONDS));
      const step = await offer(sessions, ids, pools, rate, STEP_SECONDS, `step${k}`, STEP_SECONDS);
      const pageP99 = percentile(step.tally.times.page, 99);
      steps.push({
        daysPerSecond: Math.round(rate * 100) / 100, pageViewsPerSecond: Math.round((step.pages / STEP_SECONDS) * 10) / 10,
        salesPerSecond: Math.round((step.sales / STEP_SECONDS) * 10) / 10, pageP99, errors: step.tally.errors, abandoned: step.tally.abandoned,
      });
      console.log(`chain: saturation step at ${Math.round(rate * 100) / 100} days/s: page p99 ${pageP99} ms`);
      if (pageP99 > SATURATION_P99_MS || step.tally.abandoned > 0) break;
      rate *= 1.25;
    }
    results.saturation = steps;
  } finally {
    await stopServer(server.child);
    await database.close();
  }
  results.home = home;
  return results;
}

type ChainResults = Awaited<ReturnType<typeof benchChain>>;
type MainFigures = {
  offered: { daysPerSecond: number; seconds: number }; pageViewsPerSecond: number; salesPerSecond: number; pageViewsDonePerSecond: number; salesDonePerSecond: number;
  p50: Record<Kind, number>; p99: Record<Kind, number>; counts: Record<Kind, number>; errors: number; abandoned: number; firstErrors: string[];
  memory: { firstMb: number; lastMb: number; maxMb: number; slopeMbPerMinute: number; secondHalfSlopeMbPerMinute: number; samples: number };
};
type Step = { daysPerSecond: number; pageViewsPerSecond: number; salesPerSecond: number; pageP99: number; errors: number; abandoned: number };

/** The table of targets (metric, target, measured, met?), the /home figures of the same run beside it, and the search. */
export function printChain(results: ChainResults) {
  const main = results.main as MainFigures;
  const steps = results.saturation as Step[];
  const home = results.home as HomeFigures | undefined;
  const yes = (met: boolean) => (met ? 'yes' : 'NO');
  console.log(`\nA chain's busy hour on one server: ${SHOPS.length} shops × ${LEVELS.length} staff (${[...new Set(LEVELS)].join('/')}), ${main.offered.daysPerSecond} scripted days/s offered for ${main.offered.seconds} s (open loop, latency from each step's due time); setup ${results.setupSeconds} s, seed ${results.seedSeconds} s (0 = reused)`);
  console.table([
    { metric: 'page views per second: offered (answered)', target: '>= 60', measured: `${main.pageViewsPerSecond} (${main.pageViewsDonePerSecond})`, met: yes(main.pageViewsPerSecond >= 60) },
    { metric: 'sales per second: offered (committed)', target: '>= 10', measured: `${main.salesPerSecond} (${main.salesDonePerSecond})`, met: yes(main.salesPerSecond >= 10) },
    { metric: 'page navigation p99 (ms)', target: '< 200', measured: main.p99.page, met: yes(main.p99.page < 200) },
    { metric: 'scan p99 (ms)', target: '< 50', measured: main.p99.scan, met: yes(main.p99.scan < 50) },
    { metric: 'sale commit p99 (ms)', target: '< 150', measured: main.p99.sale, met: yes(main.p99.sale < 150) },
    { metric: 'days that failed / not done within the drain limit', target: '0', measured: `${main.errors} / ${main.abandoned}`, met: yes(main.errors + main.abandoned === 0) },
    { metric: 'server RSS first / last / max (MB)', target: 'flat', measured: `${main.memory.firstMb} / ${main.memory.lastMb} / ${main.memory.maxMb}`, met: '' },
    { metric: 'server RSS slope, whole run / second half (MB/min)', target: '< 1 (second half)', measured: `${main.memory.slopeMbPerMinute} / ${main.memory.secondHalfSlopeMbPerMinute}`, met: yes(main.memory.secondHalfSlopeMbPerMinute < 1) },
    { metric: 'beside it: /home alone requests/s, p99 (ms), same run', target: '', measured: home ? `${Math.round(home.rps)} rps, ${home.p99}` : '-', met: '' },
  ]);
  console.log('p50 / p99 (ms) and count per kind of step:');
  console.table(Object.fromEntries(Object.keys(main.p99).map((kind) => [kind, `${main.p50[kind as Kind]} / ${main.p99[kind as Kind]} (${main.counts[kind as Kind]})`])));
  for (const error of main.firstErrors) console.log(`  failed: ${error}`);
  const passed = steps.find((step) => step.pageP99 > SATURATION_P99_MS || step.abandoned > 0);
  console.log(`Saturation search (${STEP_SECONDS} s steps from a quarter of the rate, ×1.25): ${passed
    ? `page p99 passed ${SATURATION_P99_MS} ms at ${passed.daysPerSecond} days/s (${passed.pageViewsPerSecond} page views/s, ${passed.salesPerSecond} sales/s)`
    : `page p99 stayed under ${SATURATION_P99_MS} ms up to ${steps[steps.length - 1].daysPerSecond} days/s`}`);
  console.table(steps);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchChain();
  printChain(results);
}
