import { addDays, subDays } from 'date-fns';
import type { Db } from '@/lib/db/client';
import { sumWeights } from '@/lib/format/grams';
import { insertChunked } from '@/lib/db/insert-chunked';
import { customer, sales } from '@/lib/db/schema/shop';
import { recordOrderHistory, type DepositRecord, type OrderItemRecord, type OrderRecord } from '@/features/pesanan/kernel';
import { FIRST_NAMES, LAST_NAMES } from './demo-installation';
import { createRandom } from './random';
import { jakartaDay, jakartaMoment } from '@/lib/time/jakarta';
import { LIVE_DAYS } from './live-days';

type Random = ReturnType<typeof createRandom>;

/** Gold price per gram of 24K around today's market; jewellery is sold at its karat's share of it. */
export const DEMO_GOLD_PRICE_24K = 2_150_000;

export const JEWELLERY = [
  { nama: 'Cincin Emas', min: 1.5, max: 5 },
  { nama: 'Cincin Kawin', min: 2, max: 6 },
  { nama: 'Kalung Rantai Italy', min: 3, max: 15 },
  { nama: 'Gelang Keroncong', min: 5, max: 20 },
  { nama: 'Gelang Bangle', min: 4, max: 12 },
  { nama: 'Anting Tusuk', min: 0.8, max: 3 },
  { nama: 'Liontin Hati', min: 1, max: 4 },
] as const;
export const KARATS = [
  { label: '17K', kadar: 0.7 },
  { label: '18K', kadar: 0.75 },
  { label: '22K', kadar: 0.916 },
  { label: '24K', kadar: 0.999 },
] as const;

const STREETS = ['Jl. Merdeka', 'Jl. Sudirman', 'Jl. Diponegoro', 'Jl. Ahmad Yani', 'Jl. Gatot Subroto', 'Jl. Pahlawan'];

/** A weight in grams with 3 decimals, as a numeric string. */
function grams(random: Random, min: number, max: number): string {
  return (min + random.next() * (max - min)).toFixed(3);
}

/** A moment on `day` (yyyy-MM-dd, Jakarta) during opening hours. */
function duringOpeningHours(random: Random, day: string): Date {
  const minutes = random.int(9 * 60, 20 * 60);
  return jakartaMoment(day, `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`);
}

/**
 * The history of orders, their items and cancellations, and money deposits for every shop: the 90 days' days before the
 * last LIVE_DAYS (whose orders and deposits are live documents posted through the kernels, live-documents.ts). What
 * history records already happened: an order not cancelled was picked up, a deposit not cancelled was used, so no
 * history document is open (none holds money in 2-1400 or 2-1500). `scale` multiplies the daily volume.
 */
export async function seedOrders(db: Db, { shops, scale, seed, today }: { shops: string[]; scale: number; seed: string; today: Date }) {
  const random = createRandom(`${seed}:orders`);
  const salesRows = shops.flatMap((kodeToko) =>
    Array.from({ length: 4 }, (_, i) => ({ kodeSales: `${kodeToko}-S${i + 1}`, namaSales: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`, kodeToko })),
  );
  const customers = shops.flatMap((kodeToko) =>
    Array.from({ length: Math.max(20, Math.round(40 * scale)) }, (_, i) => ({
      kodeCustomer: `${kodeToko}-C${String(i + 1).padStart(5, '0')}`,
      namaCustomer: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      alamatCustomer: `${random.pick(STREETS)} No. ${random.int(1, 200)}`,
      noHp: `08${random.int(1100000000, 1399999999)}`,
      kodeToko,
    })),
  );
  const customersOf = new Map(shops.map((kodeToko) => [kodeToko, customers.filter((c) => c.kodeToko === kodeToko)]));
  const orders: OrderRecord[] = [];
  const items: OrderItemRecord[] = [];
  const deposits: DepositRecord[] = [];
  for (let back = 89; back >= 0; back--) {
    const day = jakartaDay(subDays(today, back));
    const compact = day.slice(2).replaceAll('-', '');
    for (const kodeToko of shops) {
      const count = Math.round((2 + random.int(0, 4)) * scale);
      for (let n = 1; n <= count; n++) {
        const noPesanan = `PS-${kodeToko}-${compact}-${String(n).padStart(4, '0')}`;
        const tglPesanan = duringOpeningHours(random, day);
        const lines = Array.from({ length: random.int(1, 3) }, () => {
          const piece = random.pick(JEWELLERY);
          const karat = random.pick(KARATS);
          const berat = grams(random, piece.min, piece.max);
          const ongkos = random.int(5, 30) * 10_000;
          const subTotal = Math.round((Number(berat) * DEMO_GOLD_PRICE_24K * karat.kadar) / 1000) * 1000 + ongkos;
          return { noPesanan, deskripsi: random.next() < 0.15 ? '' : `${piece.nama} ${karat.label}`, berat, ongkos, subTotal };
        });
        const totalHarga = lines.reduce((sum, line) => sum + line.subTotal, 0);
        const jumlahBayar = Math.round((totalHarga * random.int(30, 60)) / 100 / 1000) * 1000;
        const cancelled = random.next() < 0.12;
        const tglBatal = cancelled ? addDays(tglPesanan, random.int(0, Math.min(back, 10))) : null;
        // The days drawn all the same, so the history stays as it was before them.
        const recorded = back >= LIVE_DAYS;
        // The salesperson and customer drawn as before; the order keeps the customer's name, address and phone as the
        // counter's orders do.
        const kodeSales = `${kodeToko}-S${random.int(1, 4)}`;
        const buyer = random.pick(customersOf.get(kodeToko)!);
        const order: OrderRecord = {
          noPesanan, kodeToko, kodeSales,
          kodeCustomer: buyer.kodeCustomer, namaCustomer: buyer.namaCustomer, alamatCustomer: buyer.alamatCustomer, noHpCustomer: buyer.noHp,
          tglPesanan, totalBerat: sumWeights(lines.map((line) => line.berat)), totalQty: lines.length,
          ongkos: lines.reduce((sum, line) => sum + line.ongkos, 0), totalHarga, jumlahBayar,
          status: cancelled ? 'BATAL' : 'DIAMBIL', tglBatal, batalBy: cancelled ? `${kodeToko.toLowerCase()}.staf001` : null,
          tglAmbil: cancelled ? null : addDays(tglPesanan, 5), hargaAkhir: cancelled ? null : totalHarga,
        };
        if (recorded) orders.push(order);
        if (recorded) items.push(...lines);
        if (random.next() < 0.5) {
          const line = lines[0];
          const cancelledDeposit = random.next() < 0.15;
          const deposit: DepositRecord = {
            noTitip: `TU-${noPesanan.slice(3)}`, kodeToko, noPesanan, tanggal: tglPesanan,
            namaBarang: line.deskripsi || 'Perhiasan Pesanan', berat: line.berat, hargaJual: line.subTotal - line.ongkos,
            ongkos: line.ongkos, hargaTotal: line.subTotal, dpRp: Math.round((line.subTotal * random.int(20, 50)) / 100 / 1000) * 1000,
            status: cancelledDeposit ? 'BATAL' : 'TERJUAL', tglBatal: cancelledDeposit ? addDays(tglPesanan, random.int(0, Math.min(back, 7))) : null,
          };
          if (recorded) deposits.push(deposit);
        }
      }
    }
  }
  await db.insert(sales).values(salesRows);
  await insertChunked(db, customer, customers);
  await recordOrderHistory(db, { orders, items, deposits });
  return {
    orders: orders.length, items: items.length, deposits: deposits.length,
    customersOf: new Map([...customersOf].map(([kodeToko, list]) => [kodeToko, list.map((c) => c.kodeCustomer)])),
  };
}
