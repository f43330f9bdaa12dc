// npm run bench: start-up times, throughput of /home beside a trivial dynamic page of the same server (/version),
// first-load JavaScript per route, and memory; then the other parts, the chain's busy hour (bench/chain.ts) among them.
// Uses its own data folder (bench/out/data) and ports, so a running instance is left alone. BENCH_PORT moves the server,
// BENCH_PG_PORT its embedded PostgreSQL; BENCH_DATABASE_URL uses that database instead (dropped and recreated first).
// BENCH_ROUNDS (default 3) alternates /version and /home that many times and reports medians; BENCH_DURATION (s, default
// 10) is each load's length; BENCH_STARTS (default 3) is how many starts with the existing database are timed.
import autocannon from 'autocannon';
import { execSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { closeDb, getDb } from '../lib/db/client';
import { embeddedDatabaseUrl } from '../lib/db/embedded';
import { recreateDatabase } from '../lib/db/ensure-database';
import { storedSessionCookie } from '../tests/support/stored-session';
import { measureFirstLoad } from './first-load';
import { benchLoginBurst } from './login-burst';
import { BENCH_SESSION_SECRET, rssMb, startBenchServer, stopServer, waitFor200 as waitForServer } from './server';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54331);
const DATABASE_URL = process.env.BENCH_DATABASE_URL || embeddedDatabaseUrl(PG_PORT, 'kilau');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const CONNECTIONS = 20;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.resolve('bench/out/data');
const SECRET = BENCH_SESSION_SECRET;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(PORT),
  KILAU_DATA_DIR: DATA_DIR,
  EMBEDDED_PG_PORT: String(PG_PORT),
  SESSION_SECRET: SECRET,
  NEXT_TELEMETRY_DISABLED: '1',
  // The login burst comes from many addresses (X-Forwarded-For), as from many shops behind one proxy.
  TRUST_PROXY: 'true',
  DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
};
if (!env.DATABASE_URL) delete env.DATABASE_URL;

function startServer(executable = process.execPath): { child: ChildProcess; started: number } {
  // As `npm start` runs it, after the build (scripts/ensure-build.mjs).
  return startBenchServer(env, ['--demo'], executable);
}

const waitFor200 = (started: number) => waitForServer(BASE, started);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

type Load = { rps: number; p99: number; requests: number };

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} responses were not 2xx`);
  return { rps: result.requests.average, p99: result.latency.p99, requests: result.requests.total };
}

execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
fs.rmSync(DATA_DIR, { recursive: true, force: true });
if (process.env.BENCH_DATABASE_URL) await recreateDatabase(process.env.BENCH_DATABASE_URL);

const first = startServer();
const firstStartMs = await waitFor200(first.started);
await stopServer(first.child);

const existingStarts: number[] = [];
for (let i = 1; i < STARTS; i++) {
  const again = startServer();
  existingStarts.push(await waitFor200(again.started));
  await stopServer(again.child);
}
const second = startServer();
existingStarts.push(await waitFor200(second.started));
const existingStartMs = median(existingStarts);

process.env.SESSION_SECRET = SECRET;
process.env.DATABASE_URL = DATABASE_URL;
const cookie = `kilau_session=${await storedSessionCookie(getDb(), 'owner')}`;
// A shop's cashier, for the import (Tambah Barang Banyak is a shop's screen).
const kasirCookie = `kilau_session=${await storedSessionCookie(getDb(), 'kasir')}`;
await closeDb();
const check = await fetch(`${BASE}/home`, { headers: { cookie }, redirect: 'manual' });
if (check.status !== 200) throw new Error(`/home answered ${check.status} for the bench session`);
const versionCheck = await fetch(`${BASE}/version`, { redirect: 'manual' });
if (versionCheck.status !== 200) throw new Error(`/version answered ${versionCheck.status}`);
// Warm both pages (first renders load their code) before measuring.
await autocannon({ url: `${BASE}/version`, connections: 4, amount: 200 });
await autocannon({ url: `${BASE}/home`, connections: 4, amount: 200, headers: { cookie } });

// The same connections and duration for both, alternated, so a busy machine weighs on both alike.
const rounds: { version: Load; home: Load }[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const versionRound = await load(`${BASE}/version`);
  const homeRound = await load(`${BASE}/home`, { cookie });
  rounds.push({ version: versionRound, home: homeRound });
}
const pick = (key: 'version' | 'home'): Load => ({
  rps: median(rounds.map((round) => round[key].rps)),
  p99: median(rounds.map((round) => round[key].p99)),
  requests: rounds.reduce((sum, round) => sum + round[key].requests, 0),
});
const version = pick('version');
const home = pick('home');
const ratio = median(rounds.map((round) => round.home.rps / round.version.rps));
const health = await load(`${BASE}/api/health`);
const loginBurst = await benchLoginBurst(BASE, cookie);
const memory = rssMb(second.child.pid!);
// A 1,000,000-row spreadsheet posted to Tambah Barang Banyak (issue 25 point 6), on the same server, after its memory
// was read for the table above.
const importResults = process.env.BENCH_SKIP_IMPORT === '1'
  ? undefined
  : await (await import('./import')).benchImport(BASE, kasirCookie, second.child.pid!);
await stopServer(second.child);
// Node.js 24 beside the machine's own Node.js on the same build and database (issue 26 point 8).
const runtimes = process.env.BENCH_SKIP_RUNTIMES === '1'
  ? undefined
  : await (await import('./runtime')).benchRuntimes({
    base: BASE,
    cookie,
    start: async (executable) => {
      const server = startServer(executable);
      await waitFor200(server.started);
      return server.child;
    },
    stop: stopServer,
  });

const firstLoad = measureFirstLoad();
const results = {
  firstStartMs: Math.round(firstStartMs),
  existingStartMs: Math.round(existingStartMs),
  existingStartsMs: existingStarts.map(Math.round),
  health,
  version,
  home,
  rounds,
  homeToVersionRatio: Number(ratio.toFixed(3)),
  homeToHealthRatio: Number((home.rps / health.rps).toFixed(3)),
  firstLoadKib: Object.fromEntries(firstLoad.map((row) => [row.route, row.kib])),
  loginBurst,
  serverRssMbAfterRun: Math.round(memory),
  import: importResults,
  runtimes,
};
fs.mkdirSync('bench/out', { recursive: true });
fs.writeFileSync('bench/out/results.json', JSON.stringify(results, null, 2));

console.log(`\nKilau benchmark (loopback, ${CONNECTIONS} connections, ${DURATION} s per load, /version and /home alternated ${ROUNDS}×: medians)`);
console.table({
  'first-ever start to first 200 on / (ms, target < 30000)': results.firstStartMs,
  [`start with existing database to first 200 on / (ms, median of ${existingStarts.length}, target < 2000)`]: results.existingStartMs,
  '/version requests/s (trivial dynamic page, no session)': Math.round(version.rps),
  '/version p99 latency (ms)': version.p99,
  '/home requests/s (logged in as owner)': Math.round(home.rps),
  '/home p99 latency (ms, target < 250)': home.p99,
  '/home ÷ /version rate': results.homeToVersionRatio,
  '/api/health requests/s (route handler, no render)': Math.round(health.rps),
  'server RSS after the run (MB)': results.serverRssMbAfterRun,
});
const biggest = Math.max(...firstLoad.filter((row) => row.route !== '/dashboard' && row.route !== '/dashboardPusat').map((row) => row.kib));
console.log(`\nFirst-load JavaScript per route (KiB gzipped, from .next; target < 170, the dashboards with their chart < 230): largest other than the dashboards ${biggest}`);
console.table(results.firstLoadKib);

console.log(`\nLogin burst: ${loginBurst.burst} concurrent wrong passwords for as many accounts from as many addresses (all hashed), while another user asks; quiet beside during`);
console.table({
  'another user\'s API call (GET /api/v1/app/kategori-katalog) p50 (ms)': { quiet: loginBurst.api.quiet.p50, during: loginBurst.api.during.p50 },
  'another user\'s API call p99 (ms, target during < 200)': { quiet: loginBurst.api.quiet.p99, during: loginBurst.api.during.p99 },
  'another user\'s API call max (ms)': { quiet: loginBurst.api.quiet.max, during: loginBurst.api.during.max },
  'another user\'s /home p50 (ms)': { quiet: loginBurst.home.quiet.p50, during: loginBurst.home.during.p50 },
  'another user\'s /home p99 (ms)': { quiet: loginBurst.home.quiet.p99, during: loginBurst.home.during.p99 },
  'another user\'s /home max (ms)': { quiet: loginBurst.home.quiet.max, during: loginBurst.home.during.max },
});
console.log(`burst: ${loginBurst.checked} passwords checked (401), ${loginBurst.refused} refused busy or throttled (429), in ${loginBurst.burstMs} ms`);
if (importResults) (await import('./import')).printImport(importResults);
if (process.env.BENCH_SKIP_RUNTIMES !== '1') (await import('./runtime')).printRuntimes(runtimes);

if (process.env.BENCH_SKIP_REPORTS !== '1') {
  const { benchReports } = await import('./reports');
  const reportResults = await benchReports();
  fs.writeFileSync('bench/out/reports.json', JSON.stringify(reportResults, null, 2));
  console.log(`\nKilau report benchmark (--scale ${reportResults.scale}; its database is kept under bench/out and reused)`);
  console.table(reportResults);
}

if (process.env.BENCH_SKIP_CHAIN !== '1') {
  // A chain's busy hour on one server (issue 26 point 9), on the report part's scale-100 database, beside /home's figures.
  const { benchChain, printChain } = await import('./chain');
  const chainResults = await benchChain({ rps: home.rps, p99: home.p99 });
  fs.writeFileSync('bench/out/chain.json', JSON.stringify(chainResults, null, 2));
  printChain(chainResults);
}

if (process.env.BENCH_SKIP_LISTS !== '1') {
  // The list services are 'server-only': they run in a child with the react-server condition.
  execSync('node --conditions=react-server --import tsx bench/lists.ts', { stdio: 'inherit' });
}

if (process.env.BENCH_SKIP_STOCK !== '1') {
  // Label printing and tray weighing (issue 15): 'server-only' modules, so children with the react-server condition.
  execSync('node --conditions=react-server --import tsx bench/stock-labels.ts', { stdio: 'inherit' });
  execSync('node --conditions=react-server --import tsx bench/stock-weighing.ts', { stdio: 'inherit' });
}

if (process.env.BENCH_SKIP_SLIP !== '1') {
  // A nota's thermal slip encoded to ESC/POS (issue 16; target under 20 ms).
  execSync('node --import tsx bench/slip.ts', { stdio: 'inherit' });
}

if (process.env.BENCH_SKIP_STOCK_ITEMS !== '1') {
  // Data Barang, the scan lookup and the import at 200,000 items ('server-only' services: a react-server child).
  execSync('node --conditions=react-server --import tsx bench/stock-items.ts', { stdio: 'inherit' });
}

if (process.env.BENCH_SKIP_LOANS !== '1') {
  // Pawn loans at 100,000 (issue 27): Lihat Hutang, 20 cashiers redeeming, the outstanding report ('server-only'
  // services: a react-server child).
  execSync('node --conditions=react-server --import tsx bench/loans.ts', { stdio: 'inherit' });
}

if (process.env.BENCH_SKIP_ORDERS !== '1') {
  // Orders and repairs at 100,000 (issue 28): Lihat Pesanan and Lihat Services by number, name and phone, 20 cashiers
  // picking up orders ('server-only' services: a react-server child).
  execSync('node --conditions=react-server --import tsx bench/orders.ts', { stdio: 'inherit' });
}

if (process.env.BENCH_SKIP_COUNTER !== '1') {
  // The counter (issue 16): scan → priced line with 20 cashiers, three-line cash sales at 100/s ('server-only'
  // services: a react-server child).
  execSync('node --conditions=react-server --import tsx bench/counter.ts', { stdio: 'inherit' });
}

if (process.env.BENCH_SKIP_LEDGER !== '1') {
  const { benchLedger } = await import('./ledger');
  const ledgerResults = await benchLedger();
  fs.writeFileSync('bench/out/ledger.json', JSON.stringify(ledgerResults, null, 2));
  console.log('\nKilau ledger benchmark (embedded PostgreSQL on loopback): 20 writers flat out for 10 s, then 250 transfers/s offered for 10 s');
  console.table(ledgerResults);
}
