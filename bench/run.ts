// npm run bench: start-up times, throughput of /home against a bare health route, and memory.
// Uses its own data folder (bench/out/data) and ports, so a running instance is left alone.
import autocannon from 'autocannon';
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { closeDb, getDb } from '../lib/db/client';
import { embeddedDatabaseUrl } from '../lib/db/embedded';
import { storedSessionCookie } from '../tests/support/stored-session';
import { benchLoginBurst } from './login-burst';

const PORT = 3200;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.resolve('bench/out/data');
const SECRET = 'bench-session-secret-long-enough-0123456789abcdef';
const env = {
  ...process.env,
  PORT: String(PORT),
  KILAU_DATA_DIR: DATA_DIR,
  EMBEDDED_PG_PORT: '54331',
  SESSION_SECRET: SECRET,
  NEXT_TELEMETRY_DISABLED: '1',
  // The login burst comes from many addresses (X-Forwarded-For), as from many shops behind one proxy.
  TRUST_PROXY: 'true',
  DATABASE_URL: '',
};
delete (env as Record<string, string | undefined>).DATABASE_URL;

function startServer(): { child: ChildProcess; started: number } {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts', '--demo'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', () => {});
  child.stderr?.on('data', (chunk) => process.env.BENCH_VERBOSE && process.stderr.write(chunk));
  return { child, started };
}

async function waitFor200(started: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(`${BASE}/`);
      if (response.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error('server did not answer within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 20, duration: 15, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} responses were not 2xx`);
  return { rps: result.requests.average, p99: result.latency.p99, requests: result.requests.total };
}

execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
fs.rmSync(DATA_DIR, { recursive: true, force: true });

const first = startServer();
const firstStartMs = await waitFor200(first.started);
await stopServer(first.child);

const second = startServer();
const existingStartMs = await waitFor200(second.started);

process.env.SESSION_SECRET = SECRET;
process.env.DATABASE_URL = embeddedDatabaseUrl(54331, 'kilau');
const cookie = `kilau_session=${await storedSessionCookie(getDb(), 'owner')}`;
await closeDb();
const check = await fetch(`${BASE}/home`, { headers: { cookie }, redirect: 'manual' });
if (check.status !== 200) throw new Error(`/home answered ${check.status} for the bench session`);

const health = await load(`${BASE}/api/health`);
const home = await load(`${BASE}/home`, { cookie });
const loginBurst = await benchLoginBurst(BASE, cookie);
const memory = rssMb(second.child.pid!);
await stopServer(second.child);

const results = {
  firstStartMs: Math.round(firstStartMs),
  existingStartMs: Math.round(existingStartMs),
  health,
  home,
  homeToHealthRatio: Number((home.rps / health.rps).toFixed(3)),
  loginBurst,
  serverRssMbAfterRun: Math.round(memory),
};
fs.mkdirSync('bench/out', { recursive: true });
fs.writeFileSync('bench/out/results.json', JSON.stringify(results, null, 2));

console.log('\nKilau benchmark (loopback, 20 connections, 15 s per route)');
console.table({
  'first-ever start to first 200 on / (ms, target < 30000)': results.firstStartMs,
  'start with existing database to first 200 on / (ms, target < 2000)': results.existingStartMs,
  '/api/health requests/s': Math.round(health.rps),
  '/api/health p99 latency (ms)': health.p99,
  '/home requests/s (logged in as owner)': Math.round(home.rps),
  '/home p99 latency (ms)': home.p99,
  '/home ÷ health rate (target >= 0.5)': results.homeToHealthRatio,
  'server RSS after the run (MB)': results.serverRssMbAfterRun,
});

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

if (process.env.BENCH_SKIP_REPORTS !== '1') {
  const { benchReports } = await import('./reports');
  const reportResults = await benchReports();
  fs.writeFileSync('bench/out/reports.json', JSON.stringify(reportResults, null, 2));
  console.log(`\nKilau report benchmark (--scale ${reportResults.scale}; its database is kept under bench/out and reused)`);
  console.table(reportResults);
}

if (process.env.BENCH_SKIP_LISTS !== '1') {
  // The list services are 'server-only': they run in a child with the react-server condition.
  execSync('node --conditions=react-server --import tsx bench/lists.ts', { stdio: 'inherit' });
}

if (process.env.BENCH_SKIP_LEDGER !== '1') {
  const { benchLedger } = await import('./ledger');
  const ledgerResults = await benchLedger();
  fs.writeFileSync('bench/out/ledger.json', JSON.stringify(ledgerResults, null, 2));
  console.log('\nKilau ledger benchmark (embedded PostgreSQL on loopback): 20 writers flat out for 10 s, then 250 transfers/s offered for 10 s');
  console.table(ledgerResults);
}
