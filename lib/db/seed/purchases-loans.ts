import { addDays, subDays } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { KELOMPOK_HARGA, KONDISI_BELI } from '@/lib/db/purchase-values';
import type { Db } from '../client';
import { insertChunked } from './insert-chunked';
import { hutang, hutangDetail, pembelian, pembelianDetail } from '../schema';
import { DEMO_GROUPS, DEMO_JENIS } from './items';
import { DEMO_GOLD_PRICE_24K } from './orders';
import { createRandom } from './random';


const at = (day: string, minutes: number) =>
  fromZonedTime(`${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`, 'Asia/Jakarta');

/** 90 days of purchases from customers and of pawn loans (most redeemed) for every shop, ending today. */
export async function seedPurchasesAndLoans(db: Db, { shops, scale, seed, today, customersOf }: {
  shops: string[]; scale: number; seed: string; today: Date; customersOf: Map<string, string[]>;
}) {
  const random = createRandom(`${seed}:purchases-loans`);
  const purchases: (typeof pembelian.$inferInsert)[] = [];
  const purchaseLines: (typeof pembelianDetail.$inferInsert)[] = [];
  const loans: (typeof hutang.$inferInsert)[] = [];
  const loanItems: (typeof hutangDetail.$inferInsert)[] = [];
  for (let back = 89; back >= 0; back--) {
    const day = formatInTimeZone(subDays(today, back), 'Asia/Jakarta', 'yyyy-MM-dd');
    const compact = day.slice(2).replaceAll('-', '');
    for (const kodeToko of shops) {
      for (let n = 1; n <= Math.round((1 + random.int(0, 4)) * scale); n++) {
        const group = random.pick(DEMO_GROUPS);
        const dept = random.pick(DEMO_JENIS);
        const kondisi = random.pick(KONDISI_BELI);
        const beratNota = group.min + random.next() * (group.max - group.min);
        const berat = beratNota * (1 - random.next() * 0.02);
        const hargaEmas = Math.round((DEMO_GOLD_PRICE_24K * Number(dept.kadar)) / 100 / 1000) * 1000;
        const discount = { BAGUS: 0.05, KUSAM: 0.08, RUSAK: 0.12, PATAH: 0.15 }[kondisi] + random.next() * 0.04;
        const noFakturBeli = `BL-${kodeToko}-${compact}-${String(n).padStart(4, '0')}`;
        const harga = Math.round((berat * hargaEmas * (1 - discount)) / 1000) * 1000;
        purchases.push({
          noFakturBeli, kodeToko, tanggal: at(day, random.int(540, 1200)), kodeSales: `${kodeToko}-S${random.int(1, 4)}`,
          totalBerat: berat.toFixed(3), totalHarga: harga, bayarTunai: harga,
        });
        purchaseLines.push({
          noFakturBeli, urutan: 1, kondisi, kelompokHarga: random.pick(KELOMPOK_HARGA).kode, kodeGroup: group.kodeGroup, kodeDept: dept.kodeDept,
          namaBarang: `${random.pick(group.names)} ${dept.namaDept.slice(-3)}`, hargaEmas,
          beratNota: beratNota.toFixed(3), berat: berat.toFixed(3),
          hargaNota: Math.round((beratNota * hargaEmas * (1.05 + random.next() * 0.1)) / 1000) * 1000,
          hargaHitung: harga, harga,
        });
      }
      for (let n = 1; n <= Math.round((1 + random.int(0, 2)) * scale); n++) {
        const noFakturHutang = `HT-${kodeToko}-${compact}-${String(n).padStart(4, '0')}`;
        const tglHutang = at(day, random.int(540, 1200));
        const items = Array.from({ length: random.int(1, 3) }, () => {
          const group = random.pick(DEMO_GROUPS);
          return { noFakturHutang, namaBarang: random.pick(group.names), berat: (group.min + random.next() * (group.max - group.min)).toFixed(3) };
        });
        const grams = items.reduce((sum, item) => sum + Number(item.berat), 0);
        const jumlahHutang = Math.round((grams * DEMO_GOLD_PRICE_24K * 0.7 * 0.8) / 100_000) * 100_000;
        const bunga = random.pick(['2.00', '2.50', '3.00']);
        const days = random.int(5, 60);
        const redeemed = days <= back && random.next() < 0.8;
        loans.push({
          noFakturHutang, kodeToko, kodeCustomer: random.pick(customersOf.get(kodeToko)!), kodeSales: `${kodeToko}-S${random.int(1, 4)}`,
          tglHutang, jumlahHutang, bunga, bungaRp: Math.round((jumlahHutang * Number(bunga)) / 100 / 30),
          tglLunas: redeemed ? addDays(tglHutang, days) : null,
        });
        loanItems.push(...items);
      }
    }
  }
  await insertChunked(db, pembelian, purchases);
  await insertChunked(db, pembelianDetail, purchaseLines);
  await insertChunked(db, hutang, loans);
  await insertChunked(db, hutangDetail, loanItems);
  return { purchases: purchases.length, loans: loans.length };
}
