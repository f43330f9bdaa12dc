// No 'server-only' marker: the kernels run outside Next too (tests, the demo generator).
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError } from '@/lib/errors/app-error';
import { toMilligrams } from '@/lib/format';
import { RESERVATION_SHELF } from '@/lib/ledger/stock/states';
import { claimDocumentKey, postStockEntries } from '@/features/stock/kernel';
import { pesanan, pesananDetail } from '../schema';
import { lockOrder, orderError } from './shared';
import { orderLinesOf } from './take-order';

/** The made piece of each line as it arrived: its real weight (and gross weight) and the group it is filed under. */
export type ArrivedPiece = { urutan: number; berat: string; beratKotor?: string; kodeGroup: string; namaBarang?: string };

export type ReceivePieceInput = { kodeToko: string; noPesanan: string; pieces: ArrivedPiece[]; idempotencyKey: string; createdBy: string; at?: Date };
export type ReceivedPiece = { noTerima: string; noPesanan: string; barcodes: string[]; stokDokumenId: number; replayed: boolean };

const WEIGHT = /^\d{1,9}(\.\d{1,3})?$/;
/** An order's piece's barcode: the order's number and the line's place (PS-K01-261127-0001-1). */
export const orderBarcodeOf = (noPesanan: string, urutan: number) => `${noPesanan}-${urutan}`;

/**
 * The order's made pieces arrive (OPEN → TIBA), one per line: a new item each, entering the gram ledger as
 * ORDER_RECEIVED straight into RESERVED on the reservation shelf (warehouse PESANAN, tray = the order's number), with
 * its real weight, in ONE stock document TERIMA_PESANAN numbered TPS. No money moves. A replay answers the first.
 */
export async function receivePiece(tx: Tx, input: ReceivePieceInput): Promise<ReceivedPiece> {
  const { kodeToko, createdBy, idempotencyKey } = input;
  const done = await claimDocumentKey(tx, idempotencyKey);
  if (done) {
    if (done.kodeToko !== kodeToko) throw orderError('not-found', 'pesananTidakDitemukan', input.noPesanan);
    const [order] = await tx.select({ no: pesanan.noPesanan }).from(pesanan).where(eq(pesanan.noTerima, done.noDokumen));
    const lines = order ? await orderLinesOf(tx, order.no) : [];
    return { noTerima: done.noDokumen, noPesanan: order?.no ?? input.noPesanan, barcodes: lines.map((l) => l.kodeBarcode ?? ''), stokDokumenId: done.id, replayed: true };
  }
  const order = await lockOrder(tx, kodeToko, input.noPesanan);
  if (order.status === 'TIBA') throw orderError('conflict', 'pesananSudahTiba', order.noPesanan);
  if (order.status !== 'OPEN') throw orderError('conflict', 'pesananSudahSelesai', order.noPesanan);
  const lines = await orderLinesOf(tx, order.noPesanan);
  const pieceOf = new Map(input.pieces.map((piece) => [piece.urutan, piece]));
  const items = lines.map((line, i) => {
    const piece = pieceOf.get(line.urutan);
    const baris = { baris: i + 1 };
    if (!piece || !piece.kodeGroup) throw new AppError('validation', 'pesananBarisInvalid', baris);
    const kotor = piece.beratKotor || piece.berat;
    if (!WEIGHT.test(piece.berat) || toMilligrams(piece.berat) <= 0n || !WEIGHT.test(kotor) || toMilligrams(kotor) < toMilligrams(piece.berat)) {
      throw new AppError('validation', 'pesananBeratInvalid', baris);
    }
    if (!line.kodeDept || !line.kadar) throw new AppError('validation', 'pesananBarisInvalid', baris);
    return { line, piece, kotor };
  });
  const now = input.at ?? new Date();
  const noTerima = await nextDocumentNumber(tx, kodeToko, 'TERIMA_PESANAN', now);
  const posted = await postStockEntries(tx, {
    document: { kodeToko, jenis: 'TERIMA_PESANAN', nomor: noTerima }, idempotencyKey, createdBy, at: input.at,
    entries: items.map(({ line, piece, kotor }) => ({
      kind: 'ORDER_RECEIVED' as const,
      item: {
        kodeBarcode: orderBarcodeOf(order.noPesanan, line.urutan), kodeToko, kodeGroup: piece.kodeGroup, kodeDept: line.kodeDept!, kodeIntern: 'PESANAN',
        namaBarang: (piece.namaBarang?.trim() || line.deskripsi || order.noPesanan).slice(0, 100), berat: piece.berat, beratKotor: kotor, kadar: line.kadar!,
        hargaJual: line.aturanHarga === 'TETAP' ? line.hargaTetap ?? 0 : line.subTotal, ongkos: line.ongkos, hargaTetap: line.aturanHarga === 'TETAP',
        kodeGudang: RESERVATION_SHELF, kodeBaki: order.noPesanan,
      },
    })),
  });
  for (const { line, piece } of items) {
    await tx.update(pesananDetail).set({ kodeBarcode: orderBarcodeOf(order.noPesanan, line.urutan), beratAsli: piece.berat }).where(eq(pesananDetail.id, line.id));
  }
  await tx.update(pesanan).set({ status: 'TIBA', tglTiba: now, noTerima, updatedBy: createdBy, updatedAt: now }).where(eq(pesanan.noPesanan, order.noPesanan));
  return { noTerima, noPesanan: order.noPesanan, barcodes: items.map(({ line }) => orderBarcodeOf(order.noPesanan, line.urutan)), stokDokumenId: posted.dokumen.id, replayed: false };
}
