// Orders and repairs at 100,000 each (issue 28): Lihat Pesanan and Lihat Services found by number, by customer name and
// by phone, and an order's pickup (order → sale, pickUpOrder) committed by 20 cashiers of one shop, offered at 20/s
// (open loop) and flat out, as bench/loans.ts measures redemptions. Run with the react-server condition:
//   node --conditions=react-server --import tsx bench/orders.ts
// Own embedded database under bench/out/orders (or BENCH_ORDERS_DATABASE_URL), seeded once: the demo, then 100,000
// orders (with their lines) and 100,000 repair tickets of CAB01 in set-based SQL over the year before the demo's 90 days
// (the list pages read the documents' rows alone, as the demo's history); the orders picked up are taken and received
// through the order kernels (takeOrder, receivePiece) before each run, so each holds its down payment in 2-1400 and its
// piece RESERVED on the reservation shelf, as a counter order does.
import { sql } from 'drizzle-orm';
import { getDb } from '../lib/db/client';
import { DEFAULT_SETTINGS } from '../lib/settings/keys';
import type { SessionContext } from '../lib/auth/context';
import { saleSettings } from '../lib/pricing';
import { addDays } from '../lib/pricing/loan';
import { pickUpOrder, receivePiece, takeOrder, type OrderLine, type SaleRules } from '../features/pesanan/kernel';
import { BENCH_NAMES, measure, measurePostings, MEASURED_RUNS, openBenchDatabase, SEEDED_DAYS, seededYearStart } from './support';

const ROWS = Number(process.env.BENCH_ORDER_ROWS ?? 100_000);
const DAYS = SEEDED_DAYS;
const CASHIERS = 20;
const PICKUPS_EACH = Number(process.env.BENCH_ORDER_PICKUPS ?? 10);
/** Offered rate: one pickup a second per cashier (the target's run). */
const RATES = (process.env.BENCH_ORDER_PICKUP_RATES ?? '20').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_ORDER_PICKUP_SECONDS ?? 10);
const NAMES = BENCH_NAMES;

const firstDay = seededYearStart;
const perDay = Math.ceil(ROWS / DAYS);
/** The i-th seeded document's number (1-based): its day's and its place in the day, as the counter numbers them. */
const numberOf = (prefix: 'PS' | 'SV', i: number) => {
  const day = addDays(firstDay(), Math.floor((i - 1) / perDay));
  return `${prefix}-CAB01-${day.slice(2).replaceAll('-', '')}-${String(((i - 1) % perDay) + 1).padStart(4, '0')}`;
};
/** The i-th seeded customer's phone (the same formula as the SQL below). */
const phoneOf = (i: number) => `08${1_100_000_000 + ((i * 7_919) % 300_000_000)}`;

/** 100,000 orders (with a line each) and 100,000 tickets of CAB01, set-based: their rows as the lists read them. */
async function seedRows(): Promise<number> {
  const db = getDb();
  const [{ orders, repairs }] = (await db.execute(sql`select (select count(*)::int from pesanan where kode_toko = 'CAB01' and idempotency_key like 'bench-ps-%') as orders,
    (select count(*)::int from service where kode_toko = 'CAB01' and idempotency_key like 'bench-sv-%') as repairs`)).rows as { orders: number; repairs: number }[];
  if (orders >= ROWS && repairs >= ROWS) return 0;
  const started = performance.now();
  const names = sql.raw(`(array[${NAMES.map((name) => `'${name}'`).join(', ')}])`);
  // Day d's n-th document: numbered on its day (yymmdd), at 09:00 Jakarta + n minutes; states as a year's mix.
  await db.execute(sql`
    insert into pesanan (no_pesanan, kode_toko, kode_sales, nama_customer, alamat_customer, no_hp_customer, tgl_pesanan, tgl_target, idempotency_key,
                         total_berat, total_qty, ongkos, total_harga, jumlah_bayar, status, tgl_ambil, harga_akhir, tgl_batal, created_by, updated_by)
    select 'PS-CAB01-' || to_char(d, 'YYMMDD') || '-' || lpad(n::text, 4, '0'), 'CAB01', 'CAB01-S' || (1 + i % 4),
           ${names}[1 + i % 8] || ' ' || i, 'Jl. Bench No. ' || (1 + i % 200), '08' || (1100000000 + (i::bigint * 7919) % 300000000),
           t, (d + 14)::date, 'bench-ps-' || i, ((1 + i % 20) || '.' || lpad((i % 1000)::text, 3, '0'))::numeric, 1, 150000,
           2000000 + (i * 7919) % 8000000, 1000000, case when i % 10 = 0 then 'BATAL' when i % 10 = 1 then 'OPEN' else 'DIAMBIL' end,
           case when i % 10 > 1 then t + interval '7 days' end, case when i % 10 > 1 then 2000000 + (i * 7919) % 8000000 end,
           case when i % 10 = 0 then t + interval '2 days' end, 'bench', 'bench'
      from (select i, n, d, (d + time '09:00' + make_interval(mins => n)) at time zone 'Asia/Jakarta' as t
              from (select i, 1 + (i - 1) % ${perDay} as n, ${firstDay()}::date + (i - 1) / ${perDay} as d from generate_series(1, ${ROWS}) i) s) s
    on conflict do nothing`);
  await db.execute(sql`
    insert into pesanan_detail (no_pesanan, urutan, deskripsi, kode_dept, kadar, berat, ongkos, aturan_harga, harga_per_gram, sub_total)
    select p.no_pesanan, 1, 'Cincin ukir nama', 'P18', '75', p.total_berat, p.ongkos, 'GRAM', 1000000, p.total_harga
      from pesanan p where p.idempotency_key like 'bench-ps-%' and not exists (select 1 from pesanan_detail d where d.no_pesanan = p.no_pesanan)`);
  await db.execute(sql`
    insert into service (no_service, kode_toko, tanggal, total_berat, total_harga, nama_customer, alamat_customer, no_hp_customer, status,
                         estimasi_biaya, uang_muka, biaya_akhir, tgl_selesai, tgl_diambil, idempotency_key, created_by, updated_by)
    select 'SV-CAB01-' || to_char(d, 'YYMMDD') || '-' || lpad(n::text, 4, '0'), 'CAB01', t, ((1 + i % 20) || '.' || lpad((i % 1000)::text, 3, '0'))::numeric,
           50000 + (i % 50) * 10000, ${names}[1 + (i + 3) % 8] || ' ' || i, 'Jl. Bench No. ' || (1 + i % 200), '08' || (1100000000 + (i::bigint * 7919) % 300000000),
           case when i % 10 = 0 then 'BATAL' when i % 10 = 1 then 'MASUK' when i % 10 = 2 then 'SELESAI' else 'DIAMBIL' end,
           50000 + (i % 50) * 10000, 0, case when i % 10 > 1 then 50000 + (i % 50) * 10000 end,
           case when i % 10 > 1 then t + interval '3 days' end, case when i % 10 > 2 then t + interval '5 days' end, 'bench-sv-' || i, 'bench', 'bench'
      from (select i, n, d, (d + time '09:00' + make_interval(mins => n)) at time zone 'Asia/Jakarta' as t
              from (select i, 1 + (i - 1) % ${perDay} as n, ${firstDay()}::date + (i - 1) / ${perDay} as d from generate_series(1, ${ROWS}) i) s) s
    on conflict do nothing`);
  return Math.round((performance.now() - started) / 100) / 10;
}

const RING: OrderLine = { deskripsi: 'Cincin ukir nama', kodeDept: 'P18', kadar: '75.00', berat: '5.000', ongkos: 150_000, aturanHarga: 'GRAM' };

/**
 * `count` arrived orders of CAB01 to pick up, taken today and received at their estimated weight through the kernels
 * (50 a transaction): each holds its down payment and its piece RESERVED on the reservation shelf. At today's price the
 * pickup's remainder is the estimate less the down payment.
 */
async function arrivedOrders(count: number, rules: SaleRules, run: number): Promise<{ noPesanan: string; sisa: number }[]> {
  const db = getDb();
  const orders: { noPesanan: string; sisa: number }[] = [];
  for (let start = 0; start < count; start += 50) {
    await db.transaction(async (tx) => {
      for (let k = start; k < Math.min(count, start + 50); k++) {
        const taken = await takeOrder(tx, {
          kodeToko: 'CAB01', kodeSales: 'CAB01-S1', namaCustomer: `${NAMES[k % NAMES.length]} ${k}`, alamatCustomer: 'Jl. Bench', noHpCustomer: phoneOf(k),
          lines: [RING], rules, bayarTunai: 1_000_000, bayarTransfer: 0, idempotencyKey: `bench-order-${run}-${k}`, createdBy: 'bench',
        });
        await receivePiece(tx, {
          kodeToko: 'CAB01', noPesanan: taken.noPesanan, pieces: [{ urutan: 1, berat: RING.berat, kodeGroup: 'CC' }], idempotencyKey: `bench-order-tiba-${run}-${k}`, createdBy: 'bench',
        });
        orders.push({ noPesanan: taken.noPesanan, sisa: taken.sisa });
      }
    });
  }
  return orders;
}

const kasir = {
  user: { userId: 'kasir', namaUser: 'kasir', level: 'KASIR' }, shop: { kodeToko: 'CAB01', namaToko: 'CAB01', alamatToko: '', appType: 'CABANG' },
  settings: DEFAULT_SETTINGS, hiddenMenuKeys: new Set(), session: { sid: 'bench', iat: 0, remember: false, ver: 1 },
} as SessionContext;

export async function benchOrders(): Promise<Record<string, string | number>> {
  const database = await openBenchDatabase({ name: 'orders', urlVariable: 'BENCH_ORDERS_DATABASE_URL', portVariable: 'BENCH_ORDERS_PG_PORT', defaultPort: 54338 });
  const seedSeconds = await seedRows();
  for (const table of ['pesanan', 'pesanan_detail', 'service']) await getDb().execute(sql.raw(`vacuum analyze ${table}`));

  const { findPesanan } = await import('../features/pesanan/services/manage-pesanan');
  const { findServices } = await import('../features/service/services/repairs');
  const [{ orders, repairs }] = (await getDb().execute(sql`select (select count(*)::int from pesanan where kode_toko = 'CAB01') as orders,
    (select count(*)::int from service where kode_toko = 'CAB01') as repairs`)).rows as { orders: number; repairs: number }[];
  const results: Record<string, string | number> = { 'orders of CAB01': orders, 'repair tickets of CAB01': repairs, 'seed time (s, 0 = reused; set-based SQL)': seedSeconds };
  const row = (label: string, target: number, figures: { p50: number; p99: number }) => (results[`${label} (ms p50 / p99, target < ${target})`] = `${figures.p50} / ${figures.p99}`);
  const mustFind = (found: { meta: { total: number } }, q: string, screen: string) => {
    if (found.meta.total === 0) throw new Error(`${screen} found nothing for ${q}`);
  };
  const lists = [
    ['Lihat Pesanan', (q: string) => findPesanan({ ctx: kasir, input: { q } }), 'PS'],
    ['Lihat Services', (q: string) => findServices({ ctx: kasir, input: { q } }), 'SV'],
  ] as const;
  for (const [screen, find, prefix] of lists) {
    const searches: [string, string][] = [
      ['first page', ''],
      [`by number "${numberOf(prefix, 54_321)}"`, numberOf(prefix, 54_321)],
      [`by part of a number "${numberOf(prefix, 54_321).slice(9, 18)}"`, numberOf(prefix, 54_321).slice(9, 18)],
      ['by customer name "lestari 4242"', 'lestari 4242'],
      ['by customer name "santoso", page 1', 'santoso'],
      [`by phone "${phoneOf(54_321)}"`, phoneOf(54_321)],
      [`by part of a phone "${phoneOf(54_321).slice(-6)}"`, phoneOf(54_321).slice(-6)],
    ];
    for (const [label, q] of searches) {
      row(`${screen}: ${label}`, 100, await measure(async () => mustFind(await find(q), q, screen)));
    }
  }

  // Pickups of one shop through the order kernel, paid in cash today, each in its own transaction: offered at each of
  // RATES a second by 20 cashiers (open loop: each starts on its schedule whether or not the earlier ones committed,
  // latency from its scheduled start), then flat out (20 cashiers each picking up the next order as soon as the last
  // committed) for the shop's ceiling. Every pickup of the shop waits on its day's sale number row and its cash balance.
  const db = getDb();
  const { step, down, ppnPersen } = saleSettings(DEFAULT_SETTINGS);
  const rules: SaleRules = { step, down, ppnPersen };
  const offeredTotal = RATES.reduce((sum, rate) => sum + rate * SECONDS, 0);
  const run = Date.now();
  const prepared = performance.now();
  const ready = await arrivedOrders(offeredTotal + CASHIERS * PICKUPS_EACH, rules, run);
  results['orders taken and received through the kernels for the run (s)'] = Math.round((performance.now() - prepared) / 100) / 10;
  await db.execute(sql`vacuum analyze pesanan`);
  const pickUp = (order: (typeof ready)[number], cashier: number) =>
    db.transaction((tx) => pickUpOrder(tx, {
      kodeToko: 'CAB01', noPesanan: order.noPesanan, bayarTunai: order.sisa, bayarTransfer: 0, rules, idempotencyKey: `bench-pickup-${run}-${order.noPesanan}`, createdBy: `kasir${cashier}`,
    }));

  await measurePostings(results, { one: 'pickup', many: 'pickups', rates: RATES, seconds: SECONDS, cashiers: CASHIERS, each: PICKUPS_EACH, docs: ready, post: pickUp });
  const [{ n: left }] = (await db.execute(sql`select count(*)::int as n from pesanan where idempotency_key like ${`bench-order-${run}-%`} and status <> 'DIAMBIL'`)).rows as { n: number }[];
  results['run\'s orders not picked up after the run (must be 0)'] = left;
  await database.close();
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchOrders();
  console.log(`\nKilau order and repair benchmark: ${ROWS.toLocaleString('en')} orders and as many repairs, ${MEASURED_RUNS} runs each after one warm-up`);
  console.table(results);
}
