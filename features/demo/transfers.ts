import { subDays } from 'date-fns';
import type { Tx } from '@/lib/db/client';
import { sumWeights } from '@/lib/format/grams';
import { formatDocumentNumber } from '@/lib/documents/next-number';
import { postStockEntries, type NewItem, type StockEntryInput, pindahBarang, pindahBarangDetail } from '@/features/stock/kernel';
import { insertChunked } from './insert-chunked';
import { nomorDokumen } from '@/lib/db/schema/shop';
import { createRandom } from './random';
import { jakartaDay, jakartaMoment } from '@/lib/time/jakarta';

type Item = NewItem;

/**
 * 90 days of stock transfers between the trays of each shop's display (ETALASE, the warehouse the demo gives trays),
 * a few items each, ending today. They are real documents: the items move (MOVED entries through postStockEntries),
 * so after seeding the ledger and the items agree. One ledger document per shop and day carries that day's moves
 * (an item moves at most once a day, so a day's entries never name an item twice); each transfer keeps its own
 * number, registered in nomor_dokumen so the screens' next number follows it.
 */
export async function seedTransfers(db: Tx, { items, scale, seed, today }: { items: Item[]; scale: number; seed: string; today: Date }) {
  const random = createRandom(`${seed}:transfers`);
  const byShop = new Map<string, Item[]>();
  for (const item of items) byShop.set(item.kodeToko, [...(byShop.get(item.kodeToko) ?? []), item]);
  const trayOf = new Map(items.map((item) => [item.kodeBarcode, item.kodeBaki]));
  const headers: (typeof pindahBarang.$inferInsert)[] = [];
  const details: (typeof pindahBarangDetail.$inferInsert)[] = [];
  const numbers: (typeof nomorDokumen.$inferInsert)[] = [];
  for (let back = 89; back >= 0; back--) {
    const day = jakartaDay(subDays(today, back));
    for (const [kodeToko, stock] of byShop) {
      const movedToday = new Set<string>();
      const entries: StockEntryInput[] = [];
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
        for (const item of moved) {
          movedToday.add(item.kodeBarcode);
          entries.push({ kind: 'MOVED', kodeBarcode: item.kodeBarcode, expected: { kodeBaki: trayOf.get(item.kodeBarcode) }, to: { kodeGudang, kodeBaki } });
          trayOf.set(item.kodeBarcode, kodeBaki);
        }
        headers.push({ noPindah, kodeToko, tanggal, kodeGudang, kodeBaki, totalQty: moved.length, totalBerat: sumWeights(moved.map((item) => item.berat)), inputBy });
        details.push(...moved.map((item) => ({
          noPindah, kodeBarcode: item.kodeBarcode, keterangan: item.namaBarang, berat: item.berat, size: item.size ?? '', qty: 1,
          hargaJual: item.hargaJual, tglSystem: tanggal,
        })));
      }
      if (n === 0) continue;
      numbers.push({ kodeToko, jenisDokumen: 'PINDAH_BARANG', tanggal: day, terakhir: n });
      await postStockEntries(db, {
        document: { kodeToko, jenis: 'PINDAH_BARANG', nomor: `PB-${kodeToko}-${day.slice(2).replaceAll('-', '')}-DEMO` },
        entries, idempotencyKey: `demo:pindah:${kodeToko}:${day}`, createdBy: 'SYSTEM',
        // Dated on its day (after its transfers' hours), so the ledger's reports place the moves where the documents are.
        at: jakartaMoment(day, `20:00:00`),
      });
    }
  }
  await insertChunked(db, pindahBarang, headers);
  await insertChunked(db, pindahBarangDetail, details);
  await insertChunked(db, nomorDokumen, numbers);
  return { transfers: headers.length };
}
