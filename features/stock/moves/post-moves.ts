// No 'server-only' marker: Pindah Barang and the demo generator post their transfers through this.
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { barang } from '@/lib/db/schema/gram-ledger';
import { pindahBarang, pindahBarangDetail } from '@/features/stock/schema';
import { sumWeights } from '@/lib/format/grams';
import { postStockDocuments } from '@/lib/ledger/stock/post-stock-entries';
import type { SeenItem } from './schemas';

/** A transfer within one shop: the items, each where the user saw it, to one warehouse and tray. */
export type Move = {
  noPindah: string; kodeToko: string; kodeGudang: string; kodeBaki: string; items: SeenItem[];
  idempotencyKey: string; createdBy: string;
  /** The document's date (pindah_barang.tanggal, its lines' tgl_system). */
  tanggal: Date;
  /** When its ledger document happened; now unless given (only the demo generator back-dates). */
  at?: Date;
};

export type PostedMove = { noPindah: string; totalQty: number; totalBerat: string };

/**
 * Transfer documents, numbered by the caller: for each, a PINDAH_BARANG ledger document of the transfer's number with
 * its MOVED entries (each expecting the item READY where the user saw it: an item moved or sold meanwhile refuses the
 * whole batch by name), then the pindah_barang headers and lines (what Lihat Pindah Barang and its TANDA TERIMA show),
 * the lines from the items as they now are. The same few statements whatever the number of transfers; an item moves
 * in one transfer of a batch at most.
 */
export async function postMoves(tx: Tx, moves: Move[]): Promise<PostedMove[]> {
  if (moves.length === 0) return [];
  await postStockDocuments(tx, moves.map((move) => ({
    document: { kodeToko: move.kodeToko, jenis: 'PINDAH_BARANG', nomor: move.noPindah }, idempotencyKey: move.idempotencyKey, createdBy: move.createdBy, at: move.at,
    entries: move.items.map((item) => ({
      kind: 'MOVED' as const, kodeBarcode: item.kodeBarcode,
      expected: { status: 'READY' as const, kodeGudang: item.kodeGudang, kodeBaki: item.kodeBaki },
      to: { kodeGudang: move.kodeGudang, kodeBaki: move.kodeBaki },
    })),
  })));
  const rows = await tx.select({ kodeBarcode: barang.kodeBarcode, namaBarang: barang.namaBarang, berat: barang.berat, size: barang.size, hargaJual: barang.hargaJual })
    .from(barang).where(inArray(barang.kodeBarcode, moves.flatMap((move) => move.items.map((item) => item.kodeBarcode))))
    .orderBy(sql`${barang.kodeBarcode} collate "C"`);
  const item = new Map(rows.map((row) => [row.kodeBarcode, row]));
  const lines = moves.map((move) => move.items.map((seen) => item.get(seen.kodeBarcode)!)
    .sort((a, b) => (a.kodeBarcode < b.kodeBarcode ? -1 : a.kodeBarcode > b.kodeBarcode ? 1 : 0)));
  const posted = moves.map((move, i) => ({ noPindah: move.noPindah, totalQty: lines[i].length, totalBerat: sumWeights(lines[i].map((line) => line.berat)) }));
  await tx.insert(pindahBarang).values(moves.map((move, i) => ({
    noPindah: move.noPindah, kodeToko: move.kodeToko, tanggal: move.tanggal, kodeGudang: move.kodeGudang, kodeBaki: move.kodeBaki,
    totalQty: posted[i].totalQty, totalBerat: posted[i].totalBerat, inputBy: move.createdBy, createdBy: move.createdBy, updatedBy: move.createdBy,
  })));
  await tx.insert(pindahBarangDetail).values(moves.flatMap((move, i) => lines[i].map((line) => ({
    noPindah: move.noPindah, kodeBarcode: line.kodeBarcode, keterangan: line.namaBarang, berat: line.berat, size: line.size, qty: 1, hargaJual: line.hargaJual, tglSystem: move.tanggal,
  }))));
  return posted;
}
