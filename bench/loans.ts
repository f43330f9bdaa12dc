// Pawn loans at 100,000 (issue 27 point 8): Lihat Hutang found by number and by customer name, a redemption committed by
// 20 cashiers at once through the redemption kernel, and Laporan Hutang Jatuh Tempo at a month's end. Run with the
// react-server condition:   node --conditions=react-server --import tsx bench/loans.ts
// Own embedded database under bench/out/loans (or BENCH_LOANS_DATABASE_URL), seeded once: the demo, then 100,000 loans
// of CAB01 through the lending kernel (postLoans), one batch a day over the year before the demo's 90 days, so every
// loan has its journal entry and its pledged items in custody on the gram ledger, as a counter loan has.
import { sql } from 'drizzle-orm';
import { getDb } from '../lib/db/client';
import { DEFAULT_SETTINGS } from '../lib/settings/keys';
import type { SessionContext } from '../lib/auth/context';
import { addDays } from '../lib/pricing/loan';
import { jakartaMoment } from '../lib/time/jakarta';
import { postLoans, redeemLoans, redemptionFigures, type Loan } from '../features/hutang/kernel';
import { BENCH_NAMES, measure, measurePostings, MEASURED_RUNS, openBenchDatabase, SEEDED_DAYS, seededYearStart } from './support';

const LOANS = Number(process.env.BENCH_LOAN_ROWS ?? 100_000);
const DAYS = SEEDED_DAYS;
const CASHIERS = 20;
const REDEMPTIONS_EACH = Number(process.env.BENCH_LOAN_REDEMPTIONS ?? 10);
/** Offered rates: one redemption a second per cashier (the target's run), then 2.5 a second each. */
const RATES = (process.env.BENCH_LOAN_REDEMPTION_RATES ?? '20,50').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_LOAN_REDEMPTION_SECONDS ?? 10);
const NAMES = BENCH_NAMES;

const firstDay = seededYearStart;
const loanNumber = (i: number) => `HT-BENCH-${String(i).padStart(6, '0')}`;

async function seedLoans(): Promise<number> {
  const db = getDb();
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from hutang where no_faktur_hutang like 'HT-BENCH-%'`)).rows as { n: number }[];
  if (n >= LOANS) return 0;
  const started = performance.now();
  const perDay = Math.ceil(LOANS / DAYS);
  // The shop lends about Rp 800 million a day: enough cash first (into its bank against the owner's capital, then cash).
  const { bringBankTo, bringCashTo } = await import('../tests/support/cash');
  const [bank] = (await db.execute(sql`select nomor_akun from rekening where kode_toko = 'CAB01' order by no_rekening limit 1`)).rows as { nomor_akun: string }[];
  await bringBankTo(db, 'CAB01', bank.nomor_akun, 500_000_000_000);
  await bringCashTo(db, 'CAB01', 400_000_000_000);
  for (let day = 0; day < DAYS; day++) {
    const date = addDays(firstDay(), day);
    const loans: Loan[] = [];
    for (let k = 0; k < perDay; k++) {
      const i = day * perDay + k + 1;
      if (i > LOANS) break;
      const jumlahHutang = 500_000 + ((i * 7_919) % 5_000_000);
      loans.push({
        noFakturHutang: loanNumber(i), kodeSales: 'CAB01-S1', namaCustomer: `${NAMES[i % NAMES.length]} ${i}`, alamatCustomer: 'Jl. Bench', noHpCustomer: '0812',
        noKtp: '3273', jumlahHutang, bunga: ['2.00', '2.50', '3.00'][i % 3], plafond: null, biayaAdmin: 0, lamaHari: [30, 60, 120][i % 3], masaTenggangHari: 7,
        bayarTunai: jumlahHutang, bayarTransfer: 0,
        items: [{ kodeGroup: 'KL', kodeDept: 'P18', namaBarang: 'Kalung', berat: `${1 + (i % 20)}.${String(i % 1000).padStart(3, '0')}`, kadar: '75', kodeKondisi: 'BAGUS', hargaEmas: 1_000_000 }],
      });
    }
    if (!loans.length) break;
    await db.transaction((tx) => postLoans(tx, { kodeToko: 'CAB01', createdBy: 'bench', idempotencyKey: `bench-loans-${date}`, loans, at: jakartaMoment(date, '10:00:00') }));
  }
  return Math.round((performance.now() - started) / 100) / 10;
}

export async function benchLoans(): Promise<Record<string, string | number>> {
  const database = await openBenchDatabase({ name: 'loans', urlVariable: 'BENCH_LOANS_DATABASE_URL', portVariable: 'BENCH_LOANS_PG_PORT', defaultPort: 54337 });
  const seedSeconds = await seedLoans();
  await getDb().execute(sql`vacuum analyze hutang`);
  await getDb().execute(sql`vacuum analyze hutang_detail`);

  const { findHutang } = await import('../features/hutang/services/find-hutang');
  const { runReport } = await import('../lib/reports/run-report');
  const { REPORTS } = await import('../features/reports');
  const kasir = {
    user: { userId: 'kasir', namaUser: 'kasir', level: 'KASIR' }, shop: { kodeToko: 'CAB01', namaToko: 'CAB01', alamatToko: '', appType: 'CABANG' },
    settings: DEFAULT_SETTINGS, hiddenMenuKeys: new Set(), session: { sid: 'bench', iat: 0, remember: false, ver: 1 },
  } as SessionContext;
  const owner = { ...kasir, user: { userId: 'owner', namaUser: 'owner', level: 'OWN' }, shop: { ...kasir.shop, kodeToko: 'PUSAT', appType: 'PUSAT' } } as SessionContext;
  const [{ n: total }] = (await getDb().execute(sql`select count(*)::int as n from hutang where kode_toko = 'CAB01'`)).rows as { n: number }[];
  const results: Record<string, string | number> = { 'loans of CAB01': total, 'seed time (s, 0 = reused; postLoans, a batch a day)': seedSeconds };
  const row = (label: string, target: number, figures: { p50: number; p95: number }) => (results[`${label} (ms p50 / p95, target < ${target})`] = `${figures.p50} / ${figures.p95}`);

  const find = async (q: string, expectRows: boolean) => {
    const page = await findHutang({ ctx: kasir, input: { q } });
    if (expectRows && page.meta.total === 0) throw new Error(`Lihat Hutang found nothing for ${q}`);
  };
  row('Lihat Hutang: first page', 100, await measure(() => find('', true)));
  row(`Lihat Hutang: by number "${loanNumber(54_321)}"`, 100, await measure(() => find(loanNumber(54_321), true)));
  row('Lihat Hutang: by part of a number "BENCH-0123"', 100, await measure(() => find('BENCH-0123', true)));
  row('Lihat Hutang: by customer name "dewi lestari 4242"', 100, await measure(() => find('dewi lestari 4242', true)));
  row('Lihat Hutang: by customer name "santoso", page 1', 100, await measure(() => find('santoso', true)));

  // The outstanding loans at the last day of the seeded year's 6th month: page, totals and the buckets' sums, as the screen reads them.
  const monthEnd = addDays(firstDay(), 181);
  const report = () => runReport(REPORTS['hutang-jatuh-tempo'], owner, { tgl_to: monthEnd, kode_toko: 'CAB01', cari: '1' });
  const sample = await report();
  if (sample.failed || sample.count.rows === 0) throw new Error('Laporan Hutang Jatuh Tempo read nothing');
  results['Laporan Hutang Jatuh Tempo: loans outstanding at the date'] = sample.count.rows;
  row(`Laporan Hutang Jatuh Tempo at ${monthEnd} (page, totals, buckets)`, 500, await measure(report, 10));
  const detail = () => runReport(REPORTS['pinjaman-detail'], owner, { tgl_from: addDays(monthEnd, -30), tgl_to: monthEnd, kode_toko: 'CAB01', cari: '1' });
  row('Laporan Pinjaman Detail, a month', 500, await measure(detail, 10));

  // Redemptions of one shop through the kernel, paid in cash today: offered at each of RATES a second by 20 cashiers (open
  // loop, as the counter's sales are measured: each starts on its schedule whether or not the earlier ones committed,
  // latency from its scheduled start), then flat out (20 cashiers each redeeming the next loan as soon as the last
  // committed) for the shop's ceiling. Every redemption of the shop waits on its day's number row and its cash balance.
  const db = getDb();
  const offeredTotal = RATES.reduce((sum, rate) => sum + rate * SECONDS, 0);
  const wanted = offeredTotal + CASHIERS * REDEMPTIONS_EACH;
  const active = (await db.execute(sql`select no_faktur_hutang, tgl_hutang, jumlah_hutang::bigint as jumlah_hutang, bunga_rp::bigint as bunga_rp from hutang
    where kode_toko = 'CAB01' and status = 'AKTIF' and no_faktur_hutang like 'HT-BENCH-%' order by md5(no_faktur_hutang) limit ${wanted}`))
    .rows as { no_faktur_hutang: string; tgl_hutang: string; jumlah_hutang: string; bunga_rp: string }[];
  if (active.length < wanted) throw new Error(`only ${active.length} active bench loans are left: drop the bench database to seed it again`);
  const run = Date.now();
  const redeem = (loan: (typeof active)[number], cashier: number) => {
    const { totalBayar } = redemptionFigures({ tglHutang: new Date(loan.tgl_hutang), jumlahHutang: Number(loan.jumlah_hutang), bungaRp: Number(loan.bunga_rp) }, new Date());
    return db.transaction((tx) => redeemLoans(tx, { kodeToko: 'CAB01', createdBy: `kasir${cashier}`, idempotencyKey: `bench-redeem-${run}-${loan.no_faktur_hutang}`,
      redemptions: [{ noFakturHutang: loan.no_faktur_hutang, bayarTunai: totalBayar, bayarTransfer: 0 }] }));
  };

  await measurePostings(results, { one: 'redemption', many: 'redemptions', rates: RATES, seconds: SECONDS, cashiers: CASHIERS, each: REDEMPTIONS_EACH, docs: active, post: redeem });
  const [{ n: mismatches }] = (await db.execute(sql`select count(*)::int as n from custody_mismatches()`)).rows as { n: number }[];
  results['custody mismatches after the run (must be 0)'] = mismatches;
  await database.close();
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchLoans();
  console.log(`\nKilau loan benchmark: ${LOANS.toLocaleString('en')} loans, ${MEASURED_RUNS} runs each after one warm-up (the reports 10)`);
  console.table(results);
}
