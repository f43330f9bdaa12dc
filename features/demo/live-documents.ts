import { subDays } from 'date-fns';
import { asc, sql } from 'drizzle-orm';
import type { Database, Tx } from '@/lib/db/client';
import { rekening } from '@/lib/db/schema/money-ledger';
import { milligramsToGrams } from '@/lib/format/grams';
import { salePrice, saleSettings } from '@/lib/pricing';
import { DEFAULT_SETTINGS } from '@/lib/settings/keys';
import { jakartaDay, jakartaMoment } from '@/lib/time/jakarta';
import { postStockEntries, readGoldPrices, type NewItem } from '@/features/stock/kernel';
import { cancelOrder, payOrder, pickUpOrder, receivePiece, takeOrder, type OrderLine, type SaleRules } from '@/features/pesanan/kernel';
import { cancelDeposit, remainderOf, sellDeposit, takeDeposit } from '@/features/titipan/kernel';
import { cancelRepair, completeRepair, pickUpRepair, receiveRepair } from '@/features/service/kernel';
import { takePreOrders } from '@/features/preorder/kernel';
import { FIRST_NAMES, LAST_NAMES } from './demo-installation';
import { DEMO_GROUPS, DEMO_JENIS } from './items';
import { JEWELLERY, KARATS } from './orders';
import { createRandom } from './random';


/** Who serves and who approves a cancellation in each demo shop (as the sales). */
const CASHIERS: Record<string, string> = { PUSAT: 'owner', CAB01: 'kasir', CAB02: 'kasir2' };
const SUPERVISORS: Record<string, string> = { PUSAT: 'owner', CAB01: 'spv', CAB02: 'spv2' };
const STREETS = ['Jl. Merdeka', 'Jl. Sudirman', 'Jl. Diponegoro', 'Jl. Ahmad Yani', 'Jl. Gatot Subroto', 'Jl. Pahlawan'];
const REPAIRS = ['Patri kalung putus', 'Ganti kait gelang', 'Perbesar ukuran cincin', 'Sepuh ulang anting', 'Pasang mata liontin', 'Poles cincin kawin'];
const KADAR_OF = new Map(DEMO_JENIS.map((jenis) => [jenis.kodeDept, jenis.kadar]));

type Random = ReturnType<typeof createRandom>;

/**
 * The demo's live documents of the last LIVE_DAYS days in every shop, posted through the counters' kernels (the code
 * the screens post through), so each holds its money in its liability account (2-1400 orders and pre-orders, 2-1500
 * deposits, 2-1600 repairs) and its pieces on the gram ledger, and the screens can carry them on:
 * - orders (takeOrder): three open with a down payment (one paid more), two arrived (receivePiece: the piece RESERVED on
 *   the reservation shelf), two picked up (pickUpOrder: a sale) and one cancelled (cancelOrder, part refunded);
 * - deposits (takeDeposit) on pieces of a small delivery of their own: two open, one sold (sellDeposit), one cancelled;
 * - repairs (receiveRepair): two entered, one completed with gold added, one completed, one picked up (pickUpRepair),
 *   one cancelled (cancelRepair);
 * - two pre-orders (takePreOrders), open.
 * One transaction for all, after the loans (the drawer holds the sales' cash for the refunds) and before the days are
 * closed. Today's documents are dated before the seed's moment. Own random stream: the rest of the demo stays as it was.
 */
const DEMO_CRAFTSMEN = [
  { kodeTukang: 'TK-01', namaTukang: 'Pak Slamet Riyadi', noHp: '081322001001' },
  { kodeTukang: 'TK-02', namaTukang: 'Pak Joko Susilo', noHp: '081322001002' },
  { kodeTukang: 'TK-03', namaTukang: 'Bu Ratna Dewi', noHp: '081322001003' },
];

export async function seedLiveDocuments(database: Database, { shops, seed, today }: { shops: string[]; seed: string; today: Date }) {
  const random = createRandom(`${seed}:live-documents`);
  const counts = { orders: 0, deposits: 0, repairs: 0, preOrders: 0 };
  await database.transaction(async (tx) => {
    const firstDay = jakartaDay(subDays(today, 90));
    // The prices of the demo's first day: the kernels price back-dated documents at the price in force then.
    const prices = await readGoldPrices(tx);
    for (const [kodeDept, price] of prices) {
      await tx.execute(sql`insert into harga_emas (kode_dept, harga_jual, harga_beli, created_at, created_by)
        values (${kodeDept}, ${price.hargaJual}, ${price.hargaBeli}, ${jakartaMoment(firstDay, '07:00:00').toISOString()}::timestamptz, 'SYSTEM')`);
    }
    // The chain's craftsmen (Master Tukang): each live repair goes to one of them.
    for (const craftsman of DEMO_CRAFTSMEN) {
      await tx.execute(sql`insert into tukang (kode_tukang, nama_tukang, no_hp, created_by, updated_by)
        values (${craftsman.kodeTukang}, ${craftsman.namaTukang}, ${craftsman.noHp}, 'SYSTEM', 'SYSTEM') on conflict do nothing`);
    }
    const accounts = await tx.select({ noRekening: rekening.noRekening, kodeToko: rekening.kodeToko }).from(rekening).orderBy(asc(rekening.noRekening));
    const { step, down, ppnPersen } = saleSettings(DEFAULT_SETTINGS);
    const rules: SaleRules = { step, down, ppnPersen };
    for (const kodeToko of shops) {
      const shop = { kodeToko, kasir: CASHIERS[kodeToko] ?? 'owner', spv: SUPERVISORS[kodeToko] ?? 'owner', bank: accounts.find((row) => row.kodeToko === kodeToko)?.noRekening };
      const moment = momentsOf(today);
      await seedOrders(tx, random, shop, rules, prices, moment);
      await seedDeposits(tx, random, shop, prices, ppnPersen, moment);
      await seedRepairs(tx, random, shop, moment);
      await takePreOrders(tx, {
        kodeToko, createdBy: shop.kasir, idempotencyKey: `demo:po:${kodeToko}`, ppnPersen, at: moment(3, 15 * 60),
        orders: [0, 1].map(() => {
          const jenis = random.pick(DEMO_JENIS);
          const berat = random.pick(['5.000', '10.000', '25.000']);
          const harga = Math.round((Number(berat) * prices.get(jenis.kodeDept)!.hargaJual) / 1000) * 1000;
          return { ...customerOf(random), namaBarang: `Emas ${jenis.namaDept} ${berat} g`, kodeDept: jenis.kodeDept, berat, harga, bayarTunai: downPayment(random, harga), bayarTransfer: 0 };
        }),
      });
      counts.orders += 8;
      counts.deposits += 4;
      counts.repairs += 6;
      counts.preOrders += 2;
    }
  });
  return counts;
}

type Shop = { kodeToko: string; kasir: string; spv: string; bank?: string };
type Prices = Awaited<ReturnType<typeof readGoldPrices>>;
/** A moment `back` days before today at `minutes` after midnight (Jakarta); `day` the day (yyyy-MM-dd) `back` days before today. */
type Moment = ((back: number, minutes: number) => Date) & { day: (back: number) => string };

/** `back` days before today at `minutes` after midnight (Jakarta); today's moments are kept before `today`, in order. */
function momentsOf(today: Date): Moment {
  let todayCount = 0;
  const moment = (back: number, minutes: number) => {
    const day = jakartaDay(subDays(today, back));
    const at = jakartaMoment(day, `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`);
    if (back > 0) return at;
    todayCount++;
    const midnight = jakartaMoment(day).getTime();
    // Seeded early in the day: a second apart after midnight; else at the planned time, never after the seed's moment.
    return new Date(Math.max(midnight + todayCount * 1000, Math.min(at.getTime(), today.getTime() - (200 - todayCount) * 1000)));
  };
  return Object.assign(moment, { day: (back: number) => jakartaDay(subDays(today, back)) });
}

function customerOf(random: Random) {
  return {
    namaCustomer: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
    alamatCustomer: `${random.pick(STREETS)} No. ${random.int(1, 200)}`,
    noHpCustomer: `08${random.int(1100000000, 1399999999)}`,
  };
}

/** An order's line: a piece of the demo's jewellery at a karat the demo's jenis price by the gram. */
function orderLine(random: Random): OrderLine {
  const piece = random.pick(JEWELLERY);
  const karat = random.pick(KARATS.filter((k) => k.label !== '24K'));
  const kodeDept = karat.label === '17K' ? 'EMU' : karat.label === '18K' ? 'P18' : 'ETU';
  const berat = (piece.min + random.next() * (piece.max - piece.min)).toFixed(3);
  return { deskripsi: `${piece.nama} ${karat.label}`, kodeDept, kadar: KADAR_OF.get(kodeDept)!, berat, ongkos: random.int(5, 30) * 10_000, aturanHarga: 'GRAM' };
}

/** A down payment of 30–60 % of the estimate in Rp 1,000. */
const downPayment = (random: Random, total: number) => Math.max(1000, Math.round((total * random.int(30, 60)) / 100 / 1000) * 1000);

async function seedOrders(tx: Tx, random: Random, shop: Shop, rules: SaleRules, prices: Prices, moment: Moment) {
  const { kodeToko, kasir } = shop;
  // The down payment: 30–60 % of the lines' gold at the day's price (never above the estimate, which adds the ongkos).
  const take = async (n: number, back: number, lines: OrderLine[]) => {
    const gold = lines.reduce((sum, line) => sum + Number(line.berat) * prices.get(line.kodeDept)!.hargaJual, 0);
    const taken = await takeOrder(tx, {
      kodeToko, kodeSales: `${kodeToko}-S${random.int(1, 4)}`, ...customerOf(random), tglTarget: moment.day(back - 14),
      lines, rules, bayarTunai: downPayment(random, gold), bayarTransfer: 0, idempotencyKey: `demo:pesanan:${kodeToko}:${n}`, createdBy: kasir,
      at: moment(back, 9 * 60 + n * 23),
    });
    return taken.noPesanan;
  };
  const arrive = (noPesanan: string, n: number, back: number, lines: OrderLine[]) => receivePiece(tx, {
    kodeToko, noPesanan, idempotencyKey: `demo:pesanan-tiba:${kodeToko}:${n}`, createdBy: kasir, at: moment(back, 10 * 60 + n * 17),
    // The made piece weighs what was estimated: at the same price the pickup's remainder is the estimate's.
    pieces: lines.map((line, i) => ({ urutan: i + 1, berat: line.berat, kodeGroup: groupOf(line.deskripsi) })),
  });
  const plans = Array.from({ length: 8 }, (_, n) => ({ n, lines: Array.from({ length: random.int(1, 2) }, () => orderLine(random)) }));
  // 0–2 open (taken 6 and 5 days ago and today; the second paid more since), 3–4 arrived, 5–6 picked up today, 7 cancelled.
  const taken: string[] = [];
  for (const { n, lines } of plans) taken.push(await take(n, n === 2 ? 0 : 6 - (n % 5), lines));
  const [first] = (await tx.execute(sql`select total_harga::bigint as total, jumlah_bayar::bigint as paid from pesanan where no_pesanan = ${taken[1]}`)).rows as { total: string; paid: string }[];
  await payOrder(tx, {
    kodeToko, noPesanan: taken[1], bayarTunai: Math.floor((Number(first.total) - Number(first.paid)) / 2 / 1000) * 1000, bayarTransfer: 0,
    idempotencyKey: `demo:pesanan-bayar:${kodeToko}:1`, createdBy: kasir, at: moment(2, 16 * 60),
  });
  for (const n of [3, 4, 5, 6]) await arrive(taken[n], n, 1, plans[n].lines);
  for (const n of [5, 6]) {
    const [order] = (await tx.execute(sql`select total_harga::bigint as total, jumlah_bayar::bigint as paid from pesanan where no_pesanan = ${taken[n]}`)).rows as { total: string; paid: string }[];
    const sisa = Number(order.total) - Number(order.paid);
    const transfer = n === 6 && shop.bank ? sisa : 0;
    await pickUpOrder(tx, {
      kodeToko, noPesanan: taken[n], bayarTunai: sisa - transfer, bayarTransfer: transfer, noRekeningTransfer: transfer > 0 ? shop.bank : null, rules,
      idempotencyKey: `demo:pesanan-ambil:${kodeToko}:${n}`, createdBy: kasir, at: moment(0, 11 * 60 + n),
    });
  }
  const [cancelled] = (await tx.execute(sql`select jumlah_bayar::bigint as paid from pesanan where no_pesanan = ${taken[7]}`)).rows as { paid: string }[];
  await cancelOrder(tx, {
    kodeToko, noPesanan: taken[7], uangKembali: Math.round(Number(cancelled.paid) / 2 / 1000) * 1000, alasan: 'Pelanggan membatalkan pesanan',
    disetujuiOleh: shop.spv, idempotencyKey: `demo:pesanan-batal:${kodeToko}`, createdBy: kasir, at: moment(0, 12 * 60),
  });
}

/** The item group an order's piece is filed under, from its name. */
function groupOf(deskripsi: string): string {
  if (deskripsi.startsWith('Cincin')) return 'CC';
  if (deskripsi.startsWith('Kalung')) return 'KL';
  if (deskripsi.startsWith('Gelang')) return 'GL';
  if (deskripsi.startsWith('Anting')) return 'AT';
  return 'LT';
}

async function seedDeposits(tx: Tx, random: Random, shop: Shop, prices: Prices, ppnPersen: string, moment: Moment) {
  const { kodeToko, kasir } = shop;
  const { step, down } = saleSettings(DEFAULT_SETTINGS);
  // The pieces held: a delivery of their own (barcodes after every sold and displayed piece), so the display stays as it was.
  const items: NewItem[] = Array.from({ length: 4 }, (_, i) => {
    const group = random.pick(DEMO_GROUPS);
    const dept = random.pick(DEMO_JENIS.filter((jenis) => jenis.kodeDept !== 'LM'));
    const berat = milligramsToGrams(BigInt(random.int(Math.round(group.min * 1000), Math.round(group.max * 1000))));
    const ongkos = random.int(5, 40) * 10_000;
    return {
      kodeBarcode: `${kodeToko}9${String(i + 1).padStart(5, '0')}`, kodeToko, kodeGroup: group.kodeGroup, kodeDept: dept.kodeDept,
      kodeIntern: `IN-${group.kodeGroup}${String(random.int(1, 9999)).padStart(4, '0')}`, namaBarang: `${random.pick(group.names)} ${dept.namaDept.slice(-3)}`,
      berat, size: random.pick(group.sizes), kadar: dept.kadar, ongkos,
      hargaJual: salePrice({ berat, hargaPerGram: prices.get(dept.kodeDept)!.hargaJual, ongkos, hargaTetap: false, hargaJual: 0, step, down }),
      kodeGudang: `${kodeToko}-ETALASE`, kodeBaki: `BAKI-${group.kodeGroup}${random.int(1, 4)}`,
    };
  });
  await postStockEntries(tx, {
    document: { kodeToko, jenis: 'TAMBAH_BARANG', nomor: `TB-${kodeToko}-${moment.day(6).slice(2).replaceAll('-', '')}-TITIP` },
    entries: items.map((item) => ({ kind: 'RECEIVED' as const, item })), idempotencyKey: `demo:kiriman-titip:${kodeToko}`, createdBy: 'SYSTEM', at: moment(6, 8 * 60),
  });
  const noTitip: string[] = [];
  for (const [i, item] of items.entries()) {
    const hargaJual = item.hargaJual ?? 0;
    const { deposit } = await takeDeposit(tx, {
      kodeToko, createdBy: kasir, idempotencyKey: `demo:titip:${kodeToko}:${i}`, kodeSales: `${kodeToko}-S${random.int(1, 4)}`, ...customerOf(random),
      item: { kodeBarcode: item.kodeBarcode, namaBarang: item.namaBarang, berat: item.berat, ongkos: item.ongkos ?? 0, hargaJual },
      ppnPersen, bayarTunai: downPayment(random, hargaJual), bayarTransfer: 0, at: moment(5 - i, 13 * 60 + i * 11),
    });
    noTitip.push(deposit.noTitip);
  }
  // 0–1 open, 2 sold today (the remainder in cash), 3 cancelled today (half refunded, the rest forfeited).
  const [sold] = (await tx.execute(sql`select harga_total::bigint as total, dp_rp::bigint as dp from titip_uang where no_titip = ${noTitip[2]}`)).rows as { total: string; dp: string }[];
  await sellDeposit(tx, {
    kodeToko, createdBy: kasir, idempotencyKey: `demo:titip-jual:${kodeToko}`, noTitip: noTitip[2], sisaTunai: remainderOf({ hargaTotal: Number(sold.total), dpRp: Number(sold.dp) }),
    sisaTransfer: 0, at: moment(0, 14 * 60),
  });
  const [held] = (await tx.execute(sql`select dp_rp::bigint as dp from titip_uang where no_titip = ${noTitip[3]}`)).rows as { dp: string }[];
  await cancelDeposit(tx, {
    kodeToko, createdBy: kasir, idempotencyKey: `demo:titip-batal:${kodeToko}`, noTitip: noTitip[3], refundRp: Math.round(Number(held.dp) / 2 / 1000) * 1000,
    alasan: 'Pelanggan tidak jadi membeli', disetujuiOleh: shop.spv, at: moment(0, 14 * 60 + 30),
  });
}

async function seedRepairs(tx: Tx, random: Random, shop: Shop, moment: Moment) {
  const { kodeToko, kasir } = shop;
  const tickets: { noService: string; uangMuka: number; pieces: string[] }[] = [];
  // 0–1 entered (one with a down payment), 2 completed with gold added, 3 completed, 4 picked up today, 5 cancelled today.
  for (let n = 0; n < 6; n++) {
    const pieces = Array.from({ length: random.int(1, 2) }, () => {
      const group = random.pick(DEMO_GROUPS);
      return { deskripsi: `${random.pick(REPAIRS)}`, kodeGroup: group.kodeGroup, kodeDept: random.pick(DEMO_JENIS.filter((jenis) => jenis.kodeDept !== 'LM')).kodeDept,
        berat: milligramsToGrams(BigInt(random.int(Math.round(group.min * 1000), Math.round(group.max * 1000)))) };
    });
    const estimasiBiaya = random.int(5, 30) * 10_000;
    const uangMuka = n === 1 ? 0 : Math.round((estimasiBiaya * random.int(20, 50)) / 100 / 10_000) * 10_000;
    const back = n < 2 ? n : 6 - n;
    const ticket = await receiveRepair(tx, {
      kodeToko, createdBy: kasir, idempotencyKey: `demo:service:${kodeToko}:${n}`, ...customerOf(random), kodeTukang: DEMO_CRAFTSMEN[n % DEMO_CRAFTSMEN.length].kodeTukang, estimasiBiaya,
      tglEstimasi: moment.day(back - 7), uangMuka: { bayarTunai: uangMuka, bayarTransfer: 0 }, pieces, at: moment(back, 10 * 60 + n * 19),
    });
    tickets.push({ noService: ticket.noService, uangMuka, pieces: pieces.map((piece) => piece.berat) });
    if (n >= 2 && n <= 4) {
      // The gold added: 0,150 g more on the first piece of ticket 2; the others weigh out what they weighed in.
      const weights = pieces.map((piece, i) => ({ urutan: i + 1, beratKeluar: n === 2 && i === 0 ? milligramsToGrams(BigInt(Math.round(Number(piece.berat) * 1000) + 150)) : piece.berat }));
      await completeRepair(tx, { kodeToko, createdBy: kasir, idempotencyKey: `demo:service-selesai:${kodeToko}:${n}`, noService: ticket.noService, biayaAkhir: estimasiBiaya, weights, at: moment(1, 16 * 60 + n) });
      if (n === 4) {
        await pickUpRepair(tx, {
          kodeToko, createdBy: kasir, idempotencyKey: `demo:service-ambil:${kodeToko}`, noService: ticket.noService,
          payment: { bayarTunai: estimasiBiaya - uangMuka, bayarTransfer: 0 }, at: moment(0, 15 * 60),
        });
      }
    }
    if (n === 5) {
      await cancelRepair(tx, {
        kodeToko, createdBy: kasir, idempotencyKey: `demo:service-batal:${kodeToko}`, noService: ticket.noService, alasan: 'Pelanggan mengambil kembali barangnya',
        uangMuka: 'KEMBALI', disetujuiOleh: shop.spv, at: moment(0, 15 * 60 + 30),
      });
    }
  }
  return tickets;
}
