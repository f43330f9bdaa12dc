import { subDays } from 'date-fns';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { closeCount, openCount, postStockEntries, recordScans, type NewItem } from '@/features/stock/kernel';
import { formatDocumentNumber } from '@/lib/documents/next-number';
import { createRandom } from './random';
import { jakartaDay, jakartaMoment } from '@/lib/time/jakarta';

/** A Jakarta day `back` days before today at the given hour, and that day as yyyy-MM-dd. */
function dayAt(today: Date, back: number, hour: number) {
  const day = jakartaDay(subDays(today, back));
  return { day, at: jakartaMoment(day, `${String(hour).padStart(2, '0')}:00:00`) };
}

/**
 * Per shop, in the last weeks: two HANCUR_BARANG documents of one or two items, and one closed opname of a tray with
 * one item not found (adjusted to MISSING) and one foreign scan, through the gram ledger and Stock Opname's own steps,
 * so the stock reports have rows. Its own random stream: the other parts of the demo stay as they were.
 */
export async function seedStockDocuments(tx: Tx, { items, seed, today }: { items: NewItem[]; seed: string; today: Date }) {
  const random = createRandom(`${seed}:opname`);
  const shops = [...new Set(items.map((item) => item.kodeToko))];
  // Items the demo's transfers moved are left alone: these documents are dated before some of those moves, and an
  // item's entries must stay in time order. The others are still in the tray they were received into.
  const moved = new Set((await tx.execute(sql`select kode_barcode from mutasi_stok group by kode_barcode having count(*) > 1`)).rows
    .map((row) => String(row.kode_barcode)));
  for (const kodeToko of shops) {
    const stock = items.filter((item) => item.kodeToko === kodeToko && !moved.has(item.kodeBarcode));
    // The counted tray is one tray; destroyed items come from the others, so the count expects what is still there.
    const tray = random.pick(stock).kodeBaki!;
    const elsewhere = stock.filter((item) => item.kodeBaki !== tray);
    const used = new Set<string>();
    const take = (from: NewItem[]) => {
      const free = from.filter((item) => !used.has(item.kodeBarcode));
      const item = free[random.int(0, free.length - 1)];
      used.add(item.kodeBarcode);
      return item;
    };
    for (const [n, back] of [[1, random.int(15, 25)], [1, random.int(4, 12)]] as const) {
      const { day, at } = dayAt(today, back, random.int(10, 17));
      const nomor = formatDocumentNumber('HANCUR_BARANG', kodeToko, day, n);
      const destroyed = Array.from({ length: random.int(1, 2) }, () => take(elsewhere));
      await postStockEntries(tx, {
        document: { kodeToko, jenis: 'HANCUR_BARANG', nomor }, idempotencyKey: `demo:hancur:${nomor}`, createdBy: 'SYSTEM', at,
        entries: destroyed.map((item) => ({ kind: 'DESTROYED' as const, kodeBarcode: item.kodeBarcode, expected: { status: 'READY' as const } })),
      });
    }

    const { day, at } = dayAt(today, random.int(2, 10), 18);
    const noOpname = formatDocumentNumber('STOCK_OPNAME', kodeToko, day, 1);
    const expected = stock.filter((item) => item.kodeBaki === tray);
    const missing = random.pick(expected);
    const foreign = take(elsewhere);
    const supervisor = kodeToko === 'CAB02' ? 'spv2' : kodeToko === 'CAB01' ? 'spv' : 'owner';
    const closedAt = new Date(at.getTime() + 45 * 60_000);
    // Counted as Stock Opname counts: opened on the tray's items the demo knows were there that day, every one scanned
    // but the missing one (and one from another tray), closed 45 minutes later by the supervisor.
    const header = await openCount(tx, {
      noOpname, kodeToko, kodeGudang: missing.kodeGudang!, kodeBaki: tray, idempotencyKey: `demo:${noOpname}`, createdBy: supervisor, createdAt: at,
      only: expected.map((item) => item.kodeBarcode),
    });
    const scanned = [...expected.filter((item) => item !== missing), foreign].map((item) => item.kodeBarcode);
    await recordScans(tx, { noOpname, barcodes: scanned, scannedBy: supervisor, at });
    await closeCount(tx, { header: header!, closedBy: supervisor, approvedBy: supervisor, at: closedAt });
  }
}
