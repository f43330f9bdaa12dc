// Stock items at 200,000 (issue 15): Data Barang pages (barcode prefix, name search, filters), the scan lookup with 20
// concurrent scanners, and a 10,000-row import (time and memory). Run with the react-server condition:
//   node --conditions=react-server --import tsx bench/stock-items.ts
// Own embedded database under bench/out/stock-items (or BENCH_ITEMS_DATABASE_URL), seeded once: the demo, then 200,000
// ready items of CAB01 received through the gram ledger.
import { sql } from 'drizzle-orm';
import { getDb } from '../lib/db/client';
import { postStockEntries } from '../lib/ledger/stock/post-stock-entries';
import { DEFAULT_SETTINGS } from '../lib/settings/keys';
import type { SessionContext } from '../lib/auth/context';
import type { PageInput } from '../lib/paging/page-params';
import { measure, MEASURED_RUNS, openBenchDatabase, percentile } from './support';

const ROWS = Number(process.env.BENCH_ITEM_ROWS ?? 200_000);
const SCANNERS = 20;
const SCANS_EACH = 250;

async function seedItems(): Promise<number> {
  const db = getDb();
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from barang where kode_barcode like 'BI%'`)).rows as { n: number }[];
  if (n >= ROWS) return 0;
  const started = performance.now();
  const groups = ['CC', 'KL', 'GL', 'AT', 'LT'];
  const depts = ['EMU', 'P18', 'ETU', 'LM'];
  const entries = Array.from({ length: ROWS }, (_, index) => {
    const i = index + 1;
    const group = groups[i % 5];
    return {
      kind: 'RECEIVED' as const,
      item: {
        kodeBarcode: `BI${String(i).padStart(8, '0')}`, kodeToko: 'CAB01', kodeGroup: group, kodeDept: depts[i % 4], kodeIntern: `I${i}`,
        namaBarang: `${['Cincin', 'Kalung', 'Gelang', 'Anting', 'Liontin'][i % 5]} Bench ${i}`,
        berat: `${1 + (i % 9)}.${String(i % 1000).padStart(3, '0')}`, size: '', kadar: '75', hargaJual: 500_000 + ((i * 7919) % 20_000_000),
        kodeGudang: 'CAB01-ETALASE', kodeBaki: `BAKI-${group}${1 + (i % 4)}`,
      },
    };
  });
  await db.transaction((tx) => postStockEntries(tx, {
    document: { kodeToko: 'CAB01', jenis: 'TAMBAH_BARANG', nomor: 'BENCH-ITEMS' }, entries, idempotencyKey: 'bench:stock-items', createdBy: 'bench',
  }));
  return Math.round((performance.now() - started) / 100) / 10;
}

export async function benchStockItems(): Promise<Record<string, string | number>> {
  const database = await openBenchDatabase({ name: 'stock-items', urlVariable: 'BENCH_ITEMS_DATABASE_URL', portVariable: 'BENCH_ITEMS_PG_PORT', defaultPort: 54334 });
  const seedSeconds = await seedItems();
  await getDb().execute(sql`vacuum analyze barang`);

  const { listItems, findReadyItemByBarcode } = await import('../features/stock/items/services/list-items');
  const { importItems } = await import('../features/stock/items/services/import-items');
  const ctx = {
    user: { userId: 'kasir', namaUser: 'kasir', level: 'KASIR' }, shop: { kodeToko: 'CAB01', namaToko: 'CAB01', alamatToko: '', appType: 'CABANG' },
    settings: DEFAULT_SETTINGS, hiddenMenuKeys: new Set(), session: { sid: 'bench', iat: 0, remember: false, ver: 1 },
  } as SessionContext;
  const page = (input: Partial<PageInput>, filters: Record<string, string> = {}) =>
    listItems({ ctx, input: { page: 1, pageSize: 10, sort: null, dir: 'asc', q: '', ...input, filters } });
  const total = (await page({})).meta.total;
  const results: Record<string, string | number> = { 'items of CAB01': total, 'seed time (s, 0 = reused)': seedSeconds };
  const row = (label: string, figures: { p50: number; p95: number }) => (results[`${label} (ms p50 / p95, target < 100)`] = `${figures.p50} / ${figures.p95}`);
  row('Data Barang: first page', await measure(() => page({})));
  row('Data Barang: middle page', await measure(() => page({ page: Math.floor(total / 20) })));
  row('Data Barang: barcode prefix "bi00123"', await measure(() => page({ q: 'bi00123' })));
  row('Data Barang: name "bench 12345"', await measure(() => page({ q: 'bench 12345' })));
  row('Data Barang: name "kalung", page 3', await measure(() => page({ q: 'kalung', page: 3 })));
  row('Data Barang: group KL, tray BAKI-KL2, sorted by weight', await measure(() => page({ sort: 'berat', dir: 'desc' }, { group: 'kl', baki: 'baki-kl2' })));

  // 20 scanners at once, each looking up barcodes one after the other.
  const latencies: number[] = [];
  const scanStarted = performance.now();
  await Promise.all(Array.from({ length: SCANNERS }, async (_, scanner) => {
    for (let i = 0; i < SCANS_EACH; i++) {
      const code = `bi${String(1 + ((scanner * 7_919 + i * 104_729) % ROWS)).padStart(8, '0')}`;
      const started = performance.now();
      const found = await findReadyItemByBarcode(ctx, code);
      latencies.push(performance.now() - started);
      if (!found) throw new Error(`scan of ${code} found nothing`);
    }
  }));
  results[`scan lookup, ${SCANNERS} scanners × ${SCANS_EACH} (ms p50 / p99, target p99 < 20)`] = `${percentile(latencies, 50)} / ${percentile(latencies, 99)}`;
  results['scan lookups per second'] = Math.round((latencies.length / (performance.now() - scanStarted)) * 1000);

  // 10,000 rows of csv, all checked then posted in one document; memory sampled while it runs.
  const run = Date.now();
  const lines = ['kode_barcode,kode_group,kode_dept,nama_barang,berat,berat_kotor,kode_gudang,kode_baki'];
  for (let i = 1; i <= 10_000; i++) lines.push(`IMP${run}${i},CC,EMU,Impor Bench ${run} ${i},1.${String(i % 1000).padStart(3, '0')},2.000,CAB01-ETALASE,BAKI-CC1`);
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const imported = await importItems({ ctx, input: { fileName: 'bench.csv', bytes: Buffer.from(lines.join('\n')), idempotencyKey: `bench-import-${run}` } });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  clearInterval(sampler);
  if (!imported.ok) throw new Error(`import refused: ${JSON.stringify(imported.problems.slice(0, 3))}`);
  results['import of 10,000 csv rows (s, target < 10)'] = seconds;
  results['import: memory added at peak (MB, target < 300)'] = Math.round((peak - before) / 1024 / 1024);
  await database.close();
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchStockItems();
  console.log(`\nKilau stock items benchmark: ${ROWS.toLocaleString('en')} items, ${MEASURED_RUNS} runs each after one warm-up`);
  console.table(results);
}
