// List and report paging at 200,000 rows (issue 13): one shop's users list and one shop's stock report, each
// page read in SQL. Run with the react-server condition (the services are 'server-only'):
//   node --conditions=react-server --import tsx bench/lists.ts
// Own embedded database under bench/out/lists (or BENCH_LIST_DATABASE_URL), seeded once: users with generate_series,
// items through the gram ledger.
import { sql } from 'drizzle-orm';
import { getDb } from '../lib/db/client';
import { postStockEntries } from '../lib/ledger/stock/post-stock-entries';
import { DEFAULT_SETTINGS } from '../lib/settings/keys';
import type { SessionContext } from '../lib/auth/context';
import type { PageInput } from '../lib/paging/page-params';
import { measure, MEASURED_RUNS, openBenchDatabase } from './support';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 200_000);

/** 200,000 staff of CAB01 and 200,000 ready items in its stock. */
async function seedRows() {
  const db = getDb();
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from users where user_id like 'bench.%'`)).rows as { n: number }[];
  if (n >= ROWS) return 0;
  const started = performance.now();
  await db.execute(sql`
    insert into users (user_id, nama_user, level, kode_toko, password_hash)
    select 'bench.' || lpad(i::text, 6, '0'),
           (array['Agus','Budi','Citra','Dewi','Eko','Fitri','Gilang','Hendra','Indah','Joko'])[1 + i % 10] || ' ' ||
           (array['Santoso','Wijaya','Pratama','Lestari','Hartono','Utami','Saputra','Kusuma','Siregar','Nasution','Halim'])[1 + (i / 10) % 11] || ' ' || i,
           case when i % 3 = 0 then 'KASIR' else 'USER' end, 'CAB01', 'x'
    from generate_series(1, ${ROWS}) as i`);
  // The items enter the stock through the gram ledger (a write around it is refused at commit), 5,000 per statement.
  const [{ kode_group: kodeGroup, kode_dept: kodeDept }] = (await db.execute(sql`
    select (select kode_group from group_barang order by kode_group limit 1) as kode_group,
           (select kode_dept from jenis order by kode_dept limit 1) as kode_dept`)).rows as { kode_group: string; kode_dept: string }[];
  const entries = Array.from({ length: ROWS }, (_, n) => {
    const i = n + 1;
    return {
      kind: 'RECEIVED' as const,
      item: {
        kodeBarcode: `BENCH${String(i).padStart(7, '0')}`, kodeToko: 'CAB01', kodeGroup, kodeDept, kodeIntern: `I${i}`, namaBarang: `Cincin Bench ${i % 500}`,
        berat: `${1 + Math.floor((i % 9000) / 1000)}.${String(i % 1000).padStart(3, '0')}`, size: '', kadar: '75', hargaJual: 500000 + (i * 7919) % 20000000,
        kodeGudang: 'G1', kodeBaki: 'B1',
      },
    };
  });
  await db.transaction((tx) => postStockEntries(tx, {
    document: { kodeToko: 'CAB01', jenis: 'TAMBAH_BARANG', nomor: 'BENCH' }, entries, idempotencyKey: 'bench:items', createdBy: 'bench',
  }));
  return Math.round((performance.now() - started) / 100) / 10;
}

export async function benchLists(): Promise<Record<string, string | number>> {
  const database = await openBenchDatabase({ name: 'lists', urlVariable: 'BENCH_LIST_DATABASE_URL', portVariable: 'BENCH_LIST_PG_PORT', defaultPort: 54333 });
  const seedSeconds = await seedRows();
  // As autovacuum leaves a table in steady use: statistics, and a visibility map for index-only scans.
  await getDb().execute(sql`vacuum analyze users, barang`);

  const { findUsers } = await import('../features/users/services/find-users');
  const { REPORTS } = await import('../features/reports');
  const { reportPage, reportTotals } = await import('../lib/reports/run-report');
  const { visibleColumns } = await import('../lib/reports/definition');
  const ctx = {
    user: { userId: 'owner', namaUser: 'owner', level: 'OWN' }, shop: { kodeToko: 'CAB01', namaToko: 'Kilau Emas Bandung', alamatToko: '', appType: 'CABANG' },
    settings: DEFAULT_SETTINGS, hiddenMenuKeys: new Set(), session: { sid: 'bench', iat: 0, remember: false, ver: 1 },
  } as SessionContext;
  const page = (input: Partial<PageInput>) => findUsers({ ctx, input: { page: 1, pageSize: 10, sort: null, dir: 'asc', q: '', ...input } });
  const total = (await page({})).meta.total;
  const results: Record<string, string | number> = { 'rows in the list': total, 'seed time (s, 0 = reused)': seedSeconds };
  const row = (label: string, figures: { p50: number; p95: number }) => (results[`${label} (ms p50 / p95, target < 100)`] = `${figures.p50} / ${figures.p95}`);
  row('users list: first page', await measure(() => page({})));
  row('users list: middle page', await measure(() => page({ page: Math.floor(total / 20) })));
  row('users list: last page', await measure(() => page({ page: Math.ceil(total / 10) })));
  row('users list: sorted by name, descending, page 2', await measure(() => page({ sort: 'namaUser', dir: 'desc', page: 2 })));
  row('users list: searched "wijaya 1234"', await measure(() => page({ q: 'wijaya 1234' })));
  row('users list: searched "lestari", page 3', await measure(() => page({ q: 'lestari', page: 3 })));

  const stock = REPORTS['analisis-harga-barang'];
  const args = { db: getDb(), ctx, filters: { tglFrom: '', tglTo: '', kodeToko: 'CAB01', values: { kode_dept: 'ALL', sort_by: 'TERTINGGI' } } };
  const columns = visibleColumns(stock, args.filters.values);
  const [{ count }] = [await reportTotals(stock, args, columns)];
  results['stock report rows (analisis harga barang, CAB01)'] = count.rows;
  row('stock report: first page of 100', await measure(() => reportPage(stock, args, 1, 100)));
  row('stock report: middle page of 100', await measure(() => reportPage(stock, args, Math.floor(count.rows / 200), 100)));
  row('stock report: totals of every row (count, weight, price)', await measure(() => reportTotals(stock, args, columns)));
  await database.close();
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchLists();
  console.log(`\nKilau list benchmark: ${ROWS.toLocaleString('en')} rows, ${MEASURED_RUNS} runs each after one warm-up`);
  console.table(results);
}
