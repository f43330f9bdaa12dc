import { subDays } from 'date-fns';
import type { Tx } from '@/lib/db/client';
import { formatDocumentNumber } from '@/lib/documents/next-number';
import { postMoves, type Move, type NewItem } from '@/features/stock/kernel';
import { insertChunked } from '@/lib/db/insert-chunked';
import { nomorDokumen } from '@/lib/db/schema/shop';
import { createRandom } from './random';
import { jakartaDay, jakartaMoment } from '@/lib/time/jakarta';

type Item = NewItem;

/**
 * 90 days of stock transfers between the trays of each shop's display (ETALASE, the warehouse the demo gives trays),
 * a few items each, ending today, posted as Pindah Barang posts them (postMoves: each transfer its document, its lines
 * and its MOVED entries, dated at its hour), one batch a day for every shop (an item moves at most once a day, so a
 * day's transfers never name an item twice). Each transfer's number is registered in nomor_dokumen so the screens'
 * next number follows it.
 */
export async function seedTransfers(db: Tx, { items, scale, seed, today }: { items: Item[]; scale: number; seed: string; today: Date }) {
  const random = createRandom(`${seed}:transfers`);
  const byShop = new Map<string, Item[]>();
  for (const item of items) byShop.set(item.kodeToko, [...(byShop.get(item.kodeToko) ?? []), item]);
  const trayOf = new Map(items.map((item) => [item.kodeBarcode, item.kodeBaki!]));
  const numbers: (typeof nomorDokumen.$inferInsert)[] = [];
  let transfers = 0;
  for (let back = 89; back >= 0; back--) {
    const day = jakartaDay(subDays(today, back));
    const moves: Move[] = [];
    for (const [kodeToko, stock] of byShop) {
      const movedToday = new Set<string>();
      let n = 0;
      for (let drawn = 1; drawn <= Math.round(random.int(0, 2) * scale); drawn++) {
        const tanggal = jakartaMoment(day, `${String(random.int(9, 19)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00`);
        const kodeGudang = `${kodeToko}-ETALASE`;
        const kodeBaki = `BAKI-${random.pick(['CC', 'KL', 'GL', 'AT', 'LT'])}${random.int(1, 4)}`;
        const inputBy = `${kodeToko.toLowerCase()}.staf00${random.int(1, 5)}`;
        const moved = [...new Set(Array.from({ length: random.int(1, 6) }, () => random.pick(stock)))]
          .filter((item) => !movedToday.has(item.kodeBarcode) && trayOf.get(item.kodeBarcode) !== kodeBaki);
        if (moved.length === 0) continue;
        const noPindah = formatDocumentNumber('PINDAH_BARANG', kodeToko, day, ++n);
        moves.push({
          noPindah, kodeToko, kodeGudang, kodeBaki, tanggal, at: tanggal, createdBy: inputBy, idempotencyKey: `demo:pindah:${noPindah}`,
          items: moved.map((item) => ({ kodeBarcode: item.kodeBarcode, kodeGudang, kodeBaki: trayOf.get(item.kodeBarcode)! })),
        });
        for (const item of moved) {
          movedToday.add(item.kodeBarcode);
          trayOf.set(item.kodeBarcode, kodeBaki);
        }
      }
      if (n > 0) numbers.push({ kodeToko, jenisDokumen: 'PINDAH_BARANG', tanggal: day, terakhir: n });
    }
    await postMoves(db, moves);
    transfers += moves.length;
  }
  await insertChunked(db, nomorDokumen, numbers);
  return { transfers };
}
