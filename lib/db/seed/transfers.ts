import { subDays } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { Db } from '../client';
import { sumWeights } from '../../format/grams';
import { insertChunked } from './insert-chunked';
import { pindahBarang, pindahBarangDetail } from '../schema';
import type { NewItem } from '../../ledger/stock/post-stock-entries';
import { createRandom } from './random';

type Item = NewItem;

/** 90 days of stock transfers between each shop's warehouses and trays, a few items each, ending today. */
export async function seedTransfers(db: Db, { items, scale, seed, today }: { items: Item[]; scale: number; seed: string; today: Date }) {
  const random = createRandom(`${seed}:transfers`);
  const byShop = new Map<string, Item[]>();
  for (const item of items) byShop.set(item.kodeToko, [...(byShop.get(item.kodeToko) ?? []), item]);
  const headers: (typeof pindahBarang.$inferInsert)[] = [];
  const details: (typeof pindahBarangDetail.$inferInsert)[] = [];
  for (let back = 89; back >= 0; back--) {
    const day = formatInTimeZone(subDays(today, back), 'Asia/Jakarta', 'yyyy-MM-dd');
    for (const [kodeToko, stock] of byShop) {
      for (let n = 1; n <= Math.round(random.int(0, 2) * scale); n++) {
        const noPindah = `PB-${kodeToko}-${day.slice(2).replaceAll('-', '')}-${String(n).padStart(4, '0')}`;
        const tanggal = fromZonedTime(`${day}T${String(random.int(9, 19)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00`, 'Asia/Jakarta');
        const moved = Array.from({ length: random.int(1, 6) }, () => random.pick(stock));
        headers.push({
          noPindah, kodeToko, tanggal, kodeGudang: random.pick([`${kodeToko}-ETALASE`, `${kodeToko}-BRANKAS`, `${kodeToko}-CUCI`]),
          kodeBaki: `BAKI-${random.pick(['CC', 'KL', 'GL', 'AT', 'LT'])}${random.int(1, 4)}`, totalQty: moved.length,
          totalBerat: sumWeights(moved.map((item) => item.berat)), inputBy: `${kodeToko.toLowerCase()}.staf00${random.int(1, 5)}`,
        });
        details.push(...moved.map((item) => ({
          noPindah, kodeBarcode: item.kodeBarcode, keterangan: item.namaBarang, berat: item.berat, size: item.size ?? '', qty: 1,
          hargaJual: item.hargaJual, tglSystem: tanggal,
        })));
      }
    }
  }
  await insertChunked(db, pindahBarang, headers);
  await insertChunked(db, pindahBarangDetail, details);
  return { transfers: headers.length };
}
