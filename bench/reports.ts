// Report figures at --scale 100 (issue 4): page render per report for one month, a 10,000-row PDF, a 100,000-row Excel
// file, the memory each adds, and other users' p99 while a large export runs. Own database under bench/out/pg-reports.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { subDays } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import { closeDb, getDb } from '../lib/db/client';
import { startEmbeddedPostgres } from '../lib/db/embedded';
import { ensureDatabase } from '../lib/db/ensure-database';
import { migrateDatabase } from '../lib/db/migrate';
import { isDatabaseEmpty, seedDemo } from '@/features/demo';
import { writeReportExcel } from '../lib/reports/excel';
import { renderReportPdf } from '../lib/reports/pdf';
import { REPORTS } from '@/features/reports';
import { DEFAULT_SETTINGS } from '../lib/settings/keys';
import type { SessionContext } from '../lib/auth/context';
import { storedSessionCookie } from '../tests/support/stored-session';
import { BENCH_SESSION_SECRET } from './server';

const SCALE = Number(process.env.BENCH_SCALE ?? 100);
const PORT = Number(process.env.BENCH_REPORT_PORT ?? 3201);
/** Page renders per report; the median is reported. */
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 7);
const BASE = `http://127.0.0.1:${PORT}`;
const SECRET = BENCH_SESSION_SECRET;
const DATA_DIR = path.resolve(`bench/out/reports-scale-${SCALE}`);
const day = (back: number) => formatInTimeZone(subDays(new Date(), back), 'Asia/Jakarta', 'yyyy-MM-dd');

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/** Rows in the batches a cursor hands the renderers. */
async function* batchesOf<T>(rows: T[], size = 1000): AsyncGenerator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function drain(stream: NodeJS.ReadableStream): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
}

export async function benchReports(): Promise<Record<string, number | string>> {
  const pg = await startEmbeddedPostgres(path.join(DATA_DIR, 'pg'), Number(process.env.BENCH_REPORT_PG_PORT ?? 54332));
  const url = pg.url('kilau');
  await ensureDatabase(url);
  process.env.DATABASE_URL = url;
  process.env.KILAU_DATA_DIR = DATA_DIR;
  await migrateDatabase();
  let seedSeconds = 0;
  if (await isDatabaseEmpty()) {
    const started = performance.now();
    await seedDemo({ scale: SCALE });
    seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  }
  const results: Record<string, number | string> = { scale: SCALE, 'seed time (s, 0 = reused)': seedSeconds };

  // In process: the renderers alone, on real rows.
  const ctx = { user: { userId: 'owner', namaUser: 'owner', level: 'OWN' }, shop: { kodeToko: 'CAB01', namaToko: 'Kilau Emas Bandung', alamatToko: '', appType: 'PUSAT' }, settings: DEFAULT_SETTINGS, hiddenMenuKeys: new Set(), session: { sid: 'bench', iat: 0, remember: false, ver: 1 } } as SessionContext;
  const items = REPORTS['pesanan-barang'];
  // The definition's own select (run-report.ts is 'server-only', which plain Node refuses to load).
  const source = items.query({ db: getDb(), ctx, filters: { tglFrom: day(89), tglTo: day(0), kodeToko: 'CAB01', values: {} } });
  const rows = (await source.select.orderBy(...source.orderBy)) as Record<string, unknown>[];
  const many = Array.from({ length: 100_000 }, (_, i) => rows[i % rows.length]);
  const header = { shopName: 'Kilau Emas Bandung', shopAddress: 'Jl. Braga No. 45, Sumur Bandung, Kota Bandung, Jawa Barat 40111', title: 'Laporan Pesanan Barang', period: 'bench', printedBy: 'owner',
    labels: { columns: {}, grandTotal: 'Grand Total', printedBy: 'Printed By', pageOf: (p: number, n: number) => `${p} of ${n}` } };
  let started = performance.now();
  const pdfBytes = await drain(renderReportPdf(items.columns, batchesOf(many.slice(0, 10_000)), {}, { rows: 10_000, groups: 0 }, header));
  results['10,000-row PDF, renderer alone (ms, target < 2000)'] = Math.round(performance.now() - started);
  results['10,000-row PDF size (KB)'] = Math.round(pdfBytes / 1024);
  started = performance.now();
  await drain(writeReportExcel(items.columns, batchesOf(many), {}, { title: 'Laporan Pesanan Barang', shopName: 'bench', period: 'bench', labels: { columns: {}, grandTotal: 'Grand Total' } }));
  results['100,000-row Excel, writer alone (ms, target < 3000)'] = Math.round(performance.now() - started);
  await closeDb();

  // Through the server: each report page for one month, and other users' p99 while a large export streams.
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: { ...process.env, PORT: String(PORT), DATABASE_URL: url, SESSION_SECRET: SECRET, KILAU_DATA_DIR: DATA_DIR },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    if (await fetch(`${BASE}/api/health`).then((r) => r.ok).catch(() => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.env.SESSION_SECRET = SECRET;
  const cookie = `kilau_session=${await storedSessionCookie(getDb(), 'owner')}`;
  const month = `tgl_from=${day(30)}&tgl_to=${day(0)}&kode_toko=CAB01&cari=1`;
  for (const definition of Object.values(REPORTS)) {
    const pageUrl = `${BASE}${definition.path}?${month}`;
    await fetch(pageUrl, { headers: { cookie } });
    const times: number[] = [];
    let rowCount = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const html = await (await fetch(pageUrl, { headers: { cookie } })).text();
      times.push(performance.now() - t0);
      rowCount = (html.match(/<tr class="hover:bg-amber-50\/40">/g) ?? []).length;
    }
    results[`page ${definition.path} one month (ms, ${rowCount} rows, target < 300)`] = Math.round(times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]);
  }
  // Every order item of all three shops for three months (one-month protection off): well over 10,000 / 100,000 rows.
  const wide = `tgl_from=${day(89)}&tgl_to=${day(0)}&kode_toko=CAB01`;
  await fetch(`${BASE}/settingsystem`, { headers: { cookie } });
  const { default: pg2 } = await import('pg');
  const admin = new pg2.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`update para_system set value = 'false' where key = 'PROTEKSI_RENTANG_SATU_BULAN_MODULE'`);
  // About 10,000 rows for the PDF (two weeks of one shop's order items), three months (over 60,000) for Excel.
  const ranges = { pdf: `tgl_from=${day(13)}&tgl_to=${day(0)}&kode_toko=CAB01`, xlsx: wide };
  // One small export of each kind first, as each report page gets a warm-up: a route's first request loads its code.
  for (const format of ['pdf', 'xlsx'] as const) {
    await (await fetch(`${BASE}/api/laporan/pesanan-barang/${format}?tgl_from=${day(0)}&tgl_to=${day(0)}&kode_toko=CAB01`, { headers: { cookie } })).arrayBuffer();
  }
  for (const format of ['pdf', 'xlsx'] as const) {
    const baseline = rssOf(server.pid!);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid!))), 20);
    const exportStarted = performance.now();
    const exporting = fetch(`${BASE}/api/laporan/pesanan-barang/${format}?${ranges[format]}`, { headers: { cookie } }).then(async (response) => ({
      bytes: (await response.arrayBuffer()).byteLength,
      ms: performance.now() - exportStarted,
    }));
    const load = await autocannon({ url: `${BASE}/api/health`, connections: 5, duration: 4 });
    const exported = await exporting;
    clearInterval(sampler);
    const [{ n }] = (await admin.query(
      `select count(*)::int as n from pesanan_detail d join pesanan p using (no_pesanan)
        where p.kode_toko = 'CAB01' and p.status <> 'BATAL' and (p.tgl_pesanan at time zone 'Asia/Jakarta')::date >= $1`,
      [format === 'pdf' ? day(13) : day(89)],
    )).rows;
    if (format === 'pdf') {
      // Issue 14's figure: a report of about 10,000 rows, in the embedded CJK font, from the request to the last byte.
      const seconds = Math.round(exported.ms / 10) / 100;
      results[`report PDF over HTTP, ${n} rows (s, target < 2)`] = seconds;
      console.log(`report PDF over HTTP, ${n} rows: ${seconds} s`);
    }
    else results[`${format} export over HTTP, ${n} rows (ms)`] = Math.round(exported.ms);
    results[`server memory added during the ${format} export (MB, target < 300)`] = mb(peak - baseline);
    results[`health p99 while the ${format} export runs (ms, target < 200)`] = load.latency.p99;
  }
  await admin.query(`update para_system set value = 'true' where key = 'PROTEKSI_RENTANG_SATU_BULAN_MODULE'`);
  await admin.end();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await pg.stop();
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchReports();
  console.log(`\nKilau report benchmark (--scale ${SCALE})`);
  console.table(results);
}
