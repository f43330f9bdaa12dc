import { subDays } from 'date-fns';
import { asc } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { postStockEntries, readGoldPrices, type NewItem } from '@/features/stock/kernel';
import { nomorDokumen } from '@/lib/db/schema/shop';
import { rekening } from '@/lib/db/schema/money-ledger';
import { formatDocumentNumber } from '@/lib/documents/next-number';
import { milligramsToGrams } from '@/lib/format/grams';
import { postSales, type SaleLineToPost, type SaleToPost } from '@/features/penjualan/kernel';
import { salePrice, saleSettings } from '@/lib/pricing';
import { DEFAULT_SETTINGS } from '@/lib/settings/keys';
import { FIRST_NAMES, LAST_NAMES } from './demo-installation';
import { DEMO_GROUPS, DEMO_JENIS } from './items';
import { insertChunked } from '@/lib/db/insert-chunked';
import { createRandom } from './random';
import { jakartaDay, jakartaMoment } from '@/lib/time/jakarta';

/** Who sells and who approves a changed price in each demo shop. */
const CASHIERS: Record<string, string[]> = { PUSAT: ['owner', 'mu'], CAB01: ['kasir', 'sales'], CAB02: ['kasir2'] };
const SUPERVISORS: Record<string, string> = { PUSAT: 'owner', CAB01: 'spv', CAB02: 'spv2' };
const STREETS = ['Jl. Merdeka', 'Jl. Sudirman', 'Jl. Diponegoro', 'Jl. Ahmad Yani', 'Jl. Gajah Mada', 'Jl. Pahlawan'];

type PlannedSale = SaleToPost & { day: string; items: NewItem[] };

/**
 * The demo's 90 days of sales for every shop, posted through the counter's kernel (`postSales`, one call per day with
 * every shop's sales of that day: its set-based statements make a batch cheap, a call each is what costs), so each sale has its lines with their price snapshot, its journal entry and its SOLD entries, and the dashboard,
 * the cash balance, the journal and the gram ledger agree.
 *
 * What is sold: the shop's weekly delivery. Every week (and on the first day) each shop receives, as one TAMBAH_BARANG
 * document at 08:00, the pieces its counter will sell that week; the 300 × scale pieces of `seedItems` stay on display
 * untouched (the stock figures, the transfers and the opname the other tests know are those). Prices follow the
 * counter's formula (weight × the jenis' sale price per gram + ongkos, rounded up to PEMBULATAN_PENJUALAN); one line in
 * 25 is sold at a discount a supervisor approved. Payments: mostly cash (handed over in round notes, change given),
 * some transfer or card to one of the shop's bank accounts, some split.
 *
 * Own random stream: the rest of the demo stays as it was.
 */
export async function seedSales(db: Database, { shops, scale, seed, today }: { shops: string[]; scale: number; seed: string; today: Date }) {
  const random = createRandom(`${seed}:sales`);
  const prices = new Map([...(await readGoldPrices(db))].map(([kodeDept, price]) => [kodeDept, price.hargaJual]));
  const accounts = await db.select({ noRekening: rekening.noRekening, kodeToko: rekening.kodeToko }).from(rekening).orderBy(asc(rekening.noRekening));
  const rekeningOf = (kodeToko: string) => accounts.filter((row) => row.kodeToko === kodeToko).map((row) => row.noRekening);
  const { step, down } = saleSettings(DEFAULT_SETTINGS);
  const nextBarcode = new Map(shops.map((kodeToko) => [kodeToko, Math.round(300 * scale) + 1]));

  const newItem = (kodeToko: string): NewItem => {
    const n = nextBarcode.get(kodeToko)!;
    nextBarcode.set(kodeToko, n + 1);
    const group = random.pick(DEMO_GROUPS);
    const dept = random.pick(DEMO_JENIS);
    const berat = milligramsToGrams(BigInt(random.int(Math.round(group.min * 1000), Math.round(group.max * 1000))));
    const ongkos = random.int(5, 40) * 10_000;
    return {
      kodeBarcode: `${kodeToko}${String(n).padStart(6, '0')}`, kodeToko, kodeGroup: group.kodeGroup, kodeDept: dept.kodeDept,
      kodeIntern: `IN-${group.kodeGroup}${String(random.int(1, 9999)).padStart(4, '0')}`,
      namaBarang: `${random.pick(group.names)} ${dept.kodeDept === 'LM' ? '24K' : dept.namaDept.slice(-3)}`,
      berat, size: random.pick(group.sizes), kadar: dept.kadar, ongkos,
      hargaJual: salePrice({ berat, hargaPerGram: prices.get(dept.kodeDept)!, ongkos, hargaTetap: false, hargaJual: 0, step, down }),
      kodeGudang: `${kodeToko}-ETALASE`, kodeBaki: `BAKI-${group.kodeGroup}${random.int(1, 4)}`,
    };
  };

  const lineOf = (item: NewItem, kodeToko: string): SaleLineToPost => {
    const hargaPerGram = prices.get(item.kodeDept)!;
    const hargaHitung = salePrice({ berat: item.berat, hargaPerGram, ongkos: item.ongkos ?? 0, hargaTetap: false, hargaJual: 0, step, down });
    // One line in 25 at a discount of Rp 50.000–200.000, which a supervisor approved.
    const discounted = random.next() < 0.04;
    return {
      kodeBarcode: item.kodeBarcode, namaBarang: item.namaBarang, kodeGroup: item.kodeGroup, kodeDept: item.kodeDept, kadar: item.kadar ?? '0',
      berat: item.berat, hargaPerGram, ongkos: item.ongkos ?? 0, hargaTetap: false, pembulatan: step, pembulatanKebawah: down, hargaHitung,
      hargaJual: discounted ? hargaHitung - random.int(1, 4) * 50_000 : hargaHitung, disetujuiOleh: discounted ? SUPERVISORS[kodeToko] : null,
    };
  };

  /** How the customer pays `total`: cash in round notes, transfer, card (the shop's first account takes the EDC), or a split. */
  const payment = (kodeToko: string, total: number) => {
    const banks = rekeningOf(kodeToko);
    const roll = random.next();
    const notes = (amount: number) => Math.ceil(amount / 50_000) * 50_000;
    if (roll < 0.7 || banks.length === 0) return { uangDiterima: notes(total) };
    if (roll < 0.84) return { uangDiterima: 0, bayarTransfer: total, noRekeningTransfer: random.pick(banks) };
    if (roll < 0.92) return { uangDiterima: 0, bayarKartu: total, noRekeningKartu: banks[0] };
    const cash = Math.min(total, Math.max(100_000, Math.floor((total * random.int(20, 60)) / 100 / 100_000) * 100_000));
    const rest = total - cash;
    if (rest === 0) return { uangDiterima: cash };
    return random.next() < 0.5
      ? { uangDiterima: cash, bayarTransfer: rest, noRekeningTransfer: random.pick(banks) }
      : { uangDiterima: cash, bayarKartu: rest, noRekeningKartu: banks[0] };
  };

  // Plan first (every sale of every shop and day), then post in time order: each week's delivery before its sales.
  const days = Array.from({ length: 90 }, (_, i) => jakartaDay(subDays(today, 89 - i)));
  const plan = new Map<string, PlannedSale[]>();
  const numbers: (typeof nomorDokumen.$inferInsert)[] = [];
  days.forEach((day) => {
    for (const kodeToko of shops) {
      const count = Math.round(random.int(1, 3) * scale);
      const times = Array.from({ length: count }, () => random.int(9 * 60, 20 * 60 + 59)).sort((a, b) => a - b);
      const sales = times.map((minutes, n): PlannedSale => {
        const pieces = random.next() < 0.75 ? 1 : random.next() < 0.8 ? 2 : 3;
        const items = Array.from({ length: pieces }, () => newItem(kodeToko));
        const lines = items.map((item) => lineOf(item, kodeToko));
        const total = lines.reduce((sum, line) => sum + line.hargaJual, 0);
        const nomor = formatDocumentNumber('PENJUALAN', kodeToko, day, n + 1);
        const named = random.next() < 0.8;
        return {
          day, items, kodeToko, nomor, kodeSales: `${kodeToko}-S${random.int(1, 4)}`,
          namaCustomer: named ? `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}` : '',
          alamatCustomer: named && random.next() < 0.5 ? `${random.pick(STREETS)} No. ${random.int(1, 200)}` : '',
          noHpCustomer: named && random.next() < 0.6 ? `08${random.int(1100000000, 1399999999)}` : '',
          lines, ppnPersen: DEFAULT_SETTINGS.PPN_PENJUALAN_PERSEN, ...payment(kodeToko, total),
          idempotencyKey: `demo:jual:${nomor}`, createdBy: random.pick(CASHIERS[kodeToko] ?? ['owner']),
          at: jakartaMoment(day, `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`),
        };
      });
      plan.set(`${kodeToko}:${day}`, sales);
      if (sales.length > 0) numbers.push({ kodeToko, jenisDokumen: 'PENJUALAN', tanggal: day, terakhir: sales.length });
    }
  });

  let posted = 0;
  for (let week = 0; week < days.length; week += 7) {
    const weekDays = days.slice(week, week + 7);
    for (const kodeToko of shops) {
      const items = weekDays.flatMap((day) => plan.get(`${kodeToko}:${day}`)!.flatMap((sale) => sale.items));
      if (items.length === 0) continue;
      await db.transaction((tx) => postStockEntries(tx, {
        document: { kodeToko, jenis: 'TAMBAH_BARANG', nomor: `TB-${kodeToko}-${weekDays[0].slice(2).replaceAll('-', '')}-KIRIM` },
        entries: items.map((item) => ({ kind: 'RECEIVED' as const, item })),
        idempotencyKey: `demo:kiriman:${kodeToko}:${weekDays[0]}`, createdBy: 'SYSTEM',
        at: jakartaMoment(weekDays[0], '08:00:00'),
      }));
    }
    for (const day of weekDays) {
      const sales = shops.flatMap((kodeToko) => plan.get(`${kodeToko}:${day}`)!);
      if (sales.length === 0) continue;
      await db.transaction((tx) => postSales(tx, sales.map(({ day: _day, items: _items, ...sale }) => sale)));
      posted += sales.length;
    }
  }
  await insertChunked(db, nomorDokumen, numbers);
  return { sales: posted };
}
