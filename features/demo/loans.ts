import { subDays } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '@/lib/db/client';
import { formatDocumentNumber } from '@/lib/documents/next-number';
import { milligramsToGrams } from '@/lib/format/grams';
import { cashAccountOf } from '@/lib/ledger/accounts';
import { readGoldPrices } from '@/features/stock/kernel';
import { auctionLoans, postLoans, quoteLoan, redeemLoans, redemptionFigures, renewLoans, type Loan, type Redemption } from '@/features/hutang/kernel';
import { DEMO_GROUPS, DEMO_JENIS } from './items';
import { DEMO_LOAN_PARAMETERS } from './loan-parameters';
import { createRandom } from './random';
import { JAKARTA_TZ, jakartaDay, jakartaMoment } from '@/lib/time/jakarta';

const at = (day: string, minutes: number) =>
  jakartaMoment(day, `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`);

/** The installation's defaults the lending screen reads (LAMA_HUTANG_HARI, MASA_TENGGANG_HUTANG_HARI, BIAYA_ADMIN_HUTANG). */
const TERM = { lamaHari: 30, masaTenggangHari: 7, biayaAdmin: 0 };
/** Cash the loans leave in the drawer: the opening cash, for the cash book's expenses that come after them. */
const CASH_KEPT = 50_000_000;
const KONDISI = ['BAGUS', 'BAGUS', 'KUSAM', 'RUSAK'] as const;

/**
 * What becomes of a demo loan: redeemed `days` after it was lent, renewed for the same principal (the interest paid),
 * auctioned to a buyer past its auction date, or still active (overdue once its due date and grace have passed).
 */
type Fate = { kind: 'redeem' | 'renew' | 'auction'; days: number } | { kind: 'active' };
/** Days after lending a demo loan is renewed (around its due date) or auctioned (past due date + grace, 37 days). */
const RENEW_AFTER = [25, 32] as const;
const AUCTION_AFTER = [40, 50] as const;

type Customer = { nama: string; alamat: string; noHp: string };

/**
 * 90 days of pawn loans for every shop, ending today, posted through the hutang kernel as the counter would: each
 * shop's day lends its loans in one postLoans call (one journal entry, one custody document, the items PLEDGED), and
 * redeems the loans whose day has come in one redeemLoans call (their settlements, entries and custody documents).
 * About 80 % of the loans old enough are redeemed 5 to 60 days after they were lent; the rest stay active, overdue once
 * past their due date and grace. Principals are 30 to 70 % of the plafond (the customer asks for less than the most),
 * so no loan needs a grant; the rate is the demo's band for the amount. Paid out in cash while the drawer holds more
 * than its opening cash, else by transfer from the shop's fullest bank account (a loan neither can pay is not made).
 * Run after the buybacks: it reads the balances they left.
 */
export async function seedLoans(database: Database, { shops, scale, seed, today }: { shops: string[]; scale: number; seed: string; today: Date }) {
  const random = createRandom(`${seed}:loans`);
  // Renewals and auctions draw from a stream of their own, so the loans and redemptions stay those of the stream above.
  const fates = createRandom(`${seed}:loan-fates`);
  const prices = await readGoldPrices(database);
  const hargaEmas = Object.fromEntries([...prices].map(([kode, price]) => [kode, price.hargaBeli]));
  const parameters = {
    hargaEmas, plafondBands: [...DEMO_LOAN_PARAMETERS.plafond], rateBands: [...DEMO_LOAN_PARAMETERS.bunga], pokokMode: null, pokokPerGram: {}, ...TERM,
  };
  const customersOf = new Map<string, Customer[]>();
  for (const row of (await database.execute(sql`select kode_toko, nama_customer, alamat_customer, no_hp from customer order by kode_customer`)).rows as
    { kode_toko: string; nama_customer: string; alamat_customer: string; no_hp: string }[]) {
    const list = customersOf.get(row.kode_toko) ?? [];
    list.push({ nama: row.nama_customer, alamat: row.alamat_customer || 'Jl. Merdeka 1', noHp: row.no_hp || '081200000000' });
    customersOf.set(row.kode_toko, list);
  }
  const balance = new Map(((await database.execute(sql`select nomor_akun, saldo::text from saldo_akun`)).rows as { nomor_akun: string; saldo: string }[])
    .map((row) => [row.nomor_akun, Number(row.saldo)]));
  const rekeningOf = new Map<string, { noRekening: string; akun: string }[]>();
  for (const row of (await database.execute(sql`select kode_toko, no_rekening, nomor_akun from rekening order by no_rekening`)).rows as
    { kode_toko: string; no_rekening: string; nomor_akun: string }[]) {
    rekeningOf.set(row.kode_toko, [...(rekeningOf.get(row.kode_toko) ?? []), { noRekening: row.no_rekening, akun: row.nomor_akun }]);
  }
  const nowMinutes = Number(formatInTimeZone(today, JAKARTA_TZ, 'H')) * 60 + Number(formatInTimeZone(today, JAKARTA_TZ, 'm'));
  const todayDay = jakartaDay(today);
  /** Per shop and Jakarta day, the loans to redeem then (lent earlier in this loop). */
  const due = new Map<string, { loan: Loan; bungaRp: number }[]>();
  const renewing = new Map<string, { loan: Loan; bungaRp: number }[]>();
  const auctioning = new Map<string, { loan: Loan; bungaRp: number }[]>();
  const counts = { loans: 0, redeemed: 0, renewed: 0, auctioned: 0, skipped: 0 };
  const todayNumbers = { HUTANG: new Map<string, number>(), PELUNASAN_HUTANG: new Map<string, number>() };
  const pending = new Map(shops.map((kodeToko) => [kodeToko, [] as Redemption[]]));
  const redeem = async (tx: Tx, kodeToko: string, day: string) => {
    const redemptions = pending.get(kodeToko)!;
    if (redemptions.length === 0) return;
    await redeemLoans(tx, { kodeToko, createdBy: 'SYSTEM', idempotencyKey: `demo:tebus:${kodeToko}:${day}`, redemptions });
    const cash = cashAccountOf(kodeToko);
    balance.set(cash, (balance.get(cash) ?? 0) + redemptions.reduce((sum, r) => sum + r.bayarTunai, 0));
    counts.redeemed += redemptions.length;
    pending.set(kodeToko, []);
  };

  for (let back = 89; back >= 0; back--) {
    const day = jakartaDay(subDays(today, back));
    // Today's happen before now; earlier days' between 09:00 and 20:00.
    const latest = back === 0 ? Math.max(0, Math.min(nowMinutes - 1, 20 * 60)) : 20 * 60;
    const earliest = Math.min(9 * 60, latest);
    // A transaction a day: every redemption's key is a lock held until its transaction ends (--scale 100 lends
    // tens of thousands), as the sales do.
    await database.transaction(async (tx) => { for (const kodeToko of shops) {
      const cash = cashAccountOf(kodeToko);
      // The redemptions of the day, each at its own moment; posted a week at a time (below), which is what keeps
      // seeding fast: one redeemLoans call a shop's week, its entries and custody documents dated each on its day.
      const redeeming = due.get(`${kodeToko}:${day}`) ?? [];
      for (const [n, { loan, bungaRp }] of redeeming.entries()) {
        const tanggal = at(day, random.int(earliest, latest));
        // Each pays what it owes on its day (principal + interest per day × days, redemptionFigures), in cash.
        const { totalBayar } = redemptionFigures({ tglHutang: loan.tanggal!, jumlahHutang: loan.jumlahHutang, bungaRp }, tanggal);
        pending.get(kodeToko)!.push({
          noFakturHutang: loan.noFakturHutang, noPelunasan: formatDocumentNumber('PELUNASAN_HUTANG', kodeToko, day, n + 1), tanggal, bayarTunai: totalBayar, bayarTransfer: 0,
        });
      }
      if (day === todayDay && redeeming.length > 0) todayNumbers.PELUNASAN_HUTANG.set(kodeToko, redeeming.length);
      if (back % 7 === 0 || pending.get(kodeToko)!.length >= 500) await redeem(tx, kodeToko, day);

      const loans: Loan[] = [];
      const wanted = Math.round((1 + random.int(0, 2)) * scale);
      const customers = customersOf.get(kodeToko) ?? [];
      for (let n = 1; n <= wanted; n++) {
        const noFakturHutang = formatDocumentNumber('HUTANG', kodeToko, day, loans.length + 1);
        const tanggal = at(day, random.int(earliest, latest));
        const items = Array.from({ length: random.int(1, 2) }, () => {
          const group = random.pick(DEMO_GROUPS);
          const jenis = random.pick(DEMO_JENIS);
          const beratMg = random.int(Math.round(group.min * 1000), Math.round(group.max * 1000));
          return {
            kodeGroup: group.kodeGroup, kodeDept: jenis.kodeDept, namaBarang: `${random.pick(group.names)} ${jenis.kodeDept}`,
            berat: milligramsToGrams(BigInt(beratMg)), kadar: jenis.kadar, kodeKondisi: random.pick(KONDISI),
          };
        });
        const plafond = quoteLoan(parameters, { items, today: day }).plafond ?? 0;
        const jumlahHutang = Math.max(100_000, Math.floor((plafond * random.int(30, 70)) / 100 / 100_000) * 100_000);
        const quote = quoteLoan(parameters, { items, jumlahHutang, today: day });
        const customer = customers.length > 0 ? random.pick(customers) : { nama: 'Pelanggan Umum', alamat: 'Jl. Merdeka 1', noHp: '081200000000' };
        const noKtp = `3273${String(random.int(0, 999_999_999_999)).padStart(12, '0')}`;
        const sales = `${kodeToko}-S${random.int(1, 4)}`;
        const redeemAfter = random.int(5, 60);
        let fate: Fate = redeemAfter <= back && random.next() < 0.8 ? { kind: 'redeem', days: redeemAfter } : { kind: 'active' };
        if (fate.kind === 'active') {
          const draw = fates.next();
          const renewAfter = fates.int(...RENEW_AFTER);
          const auctionAfter = fates.int(...AUCTION_AFTER);
          if (draw < 0.3 && renewAfter <= back) fate = { kind: 'renew', days: renewAfter };
          else if (draw < 0.5 && auctionAfter <= back) fate = { kind: 'auction', days: auctionAfter };
        }
        if (!quote.bunga || quote.jumlahHutang > (quote.plafond ?? Infinity)) continue;
        const payout = quote.dibayarkan;
        const drawer = (balance.get(cash) ?? 0) - CASH_KEPT;
        const bank = [...(rekeningOf.get(kodeToko) ?? [])].sort((a, b) => (balance.get(b.akun) ?? 0) - (balance.get(a.akun) ?? 0))[0];
        let bayarTunai = 0;
        let bayarTransfer = 0;
        if (payout <= drawer) {
          bayarTunai = payout;
          balance.set(cash, (balance.get(cash) ?? 0) - payout);
        } else if (bank && payout <= (balance.get(bank.akun) ?? 0)) {
          bayarTransfer = payout;
          balance.set(bank.akun, (balance.get(bank.akun) ?? 0) - payout);
        } else {
          counts.skipped++;
          continue;
        }
        const loan: Loan = {
          noFakturHutang, tanggal, kodeSales: sales, namaCustomer: customer.nama, alamatCustomer: customer.alamat, noHpCustomer: customer.noHp, noKtp,
          jumlahHutang: quote.jumlahHutang, bunga: quote.bunga, plafond: quote.plafond, biayaAdmin: quote.biayaAdmin, lamaHari: quote.lamaHari,
          masaTenggangHari: quote.masaTenggangHari, bayarTunai, bayarTransfer, noRekeningTransfer: bayarTransfer > 0 ? bank.noRekening : null,
          items: items.map((item, i) => ({ ...item, hargaEmas: quote.lines[i].hargaEmas })),
        };
        loans.push(loan);
        if (fate.kind !== 'active') {
          const key = `${kodeToko}:${jakartaDay(subDays(today, back - fate.days))}`;
          const list = fate.kind === 'redeem' ? due : fate.kind === 'renew' ? renewing : auctioning;
          list.set(key, [...(list.get(key) ?? []), { loan, bungaRp: quote.bungaRp }]);
        }
      }
      if (loans.length > 0) {
        const last = loans.reduce((latestAt, loan) => (loan.tanggal! > latestAt ? loan.tanggal! : latestAt), loans[0].tanggal!);
        await postLoans(tx, { kodeToko, createdBy: 'SYSTEM', idempotencyKey: `demo:gadai:${kodeToko}:${day}`, loans, at: last });
        counts.loans += loans.length;
      }

      // The day's renewals, after its loans: each new loan numbered after them, each settlement after the redemptions.
      const renewals = renewing.get(`${kodeToko}:${day}`) ?? [];
      if (renewals.length > 0) {
        const moment = at(day, latest);
        await renewLoans(tx, {
          kodeToko, createdBy: 'SYSTEM', idempotencyKey: `demo:perpanjang:${kodeToko}:${day}`, at: moment,
          renewals: renewals.map(({ loan, bungaRp }, n) => {
            // The same principal again: the customer pays the interest so far in cash, at the same rate and term.
            const { bungaPinjam } = redemptionFigures({ tglHutang: loan.tanggal!, jumlahHutang: loan.jumlahHutang, bungaRp }, moment);
            balance.set(cash, (balance.get(cash) ?? 0) + bungaPinjam);
            return {
              noFakturHutang: loan.noFakturHutang, noFakturHutangBaru: formatDocumentNumber('HUTANG', kodeToko, day, loans.length + n + 1),
              noPelunasan: formatDocumentNumber('PELUNASAN_HUTANG', kodeToko, day, redeeming.length + n + 1),
              jumlahHutang: loan.jumlahHutang, bunga: loan.bunga, plafond: loan.plafond, lamaHari: TERM.lamaHari, masaTenggangHari: TERM.masaTenggangHari,
              bayarTunai: bungaPinjam, bayarTransfer: 0,
            };
          }),
        });
        counts.renewed += renewals.length;
        if (day === todayDay) todayNumbers.PELUNASAN_HUTANG.set(kodeToko, redeeming.length + renewals.length);
      }
      if (day === todayDay) todayNumbers.HUTANG.set(kodeToko, loans.length + renewals.length);

      // The day's auctions: sold to a buyer in cash for what was due and, for most, a surplus owed to the customer.
      const auctions = auctioning.get(`${kodeToko}:${day}`) ?? [];
      if (auctions.length > 0) {
        const moment = at(day, latest);
        await auctionLoans(tx, {
          kodeToko, createdBy: 'SYSTEM', idempotencyKey: `demo:lelang:${kodeToko}:${day}`, at: moment,
          auctions: auctions.map(({ loan, bungaRp }) => {
            const { totalBayar } = redemptionFigures({ tglHutang: loan.tanggal!, jumlahHutang: loan.jumlahHutang, bungaRp }, moment);
            const proceeds = totalBayar + fates.int(0, 20) * 50_000;
            balance.set(cash, (balance.get(cash) ?? 0) + proceeds);
            return { noFakturHutang: loan.noFakturHutang, cara: 'JUAL' as const, bayarTunai: proceeds, bayarTransfer: 0 };
          }),
        });
        counts.auctioned += auctions.length;
      }
    } });
  }
  // Today's screens number their loans and redemptions after the demo's.
  for (const [jenis, numbers] of Object.entries(todayNumbers)) {
    for (const [kodeToko, last] of numbers) {
      await database.execute(sql`insert into nomor_dokumen (kode_toko, jenis_dokumen, tanggal, terakhir) values (${kodeToko}, ${jenis}, ${todayDay}::date, ${last})
        on conflict (kode_toko, jenis_dokumen, tanggal) do update set terakhir = greatest(nomor_dokumen.terakhir, excluded.terakhir)`);
    }
  }
  return counts;
}
