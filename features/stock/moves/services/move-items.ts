import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { barang } from '@/lib/db/schema/gram-ledger';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError } from '@/lib/errors/app-error';
import { sumWeights } from '@/lib/format/grams';
import { parseInput } from '@/lib/validation/parse-input';
import { requireTray } from '../../services/places';
import { barcodeSchema, pindahSchema, traySchema, type PindahInput } from '../schemas';
import { claimDocumentKey } from '@/lib/ledger/stock/claim-document-key';
import { postMoves } from '../post-moves';

/** The screens that move items between the trays of one shop. */
export const MOVE_PATHS = ['/pindah-barang', '/pindah-barang-satu-baki'] as const;
/** Screens that scan an item of the user's shop before a document (moves and sends). */
export const SCAN_PATHS = [...MOVE_PATHS, '/kirim-barang'] as const;

export type MoveItem = { kodeBarcode: string; namaBarang: string; berat: string; kodeGudang: string; kodeBaki: string };

const itemColumns = { kodeBarcode: barang.kodeBarcode, namaBarang: barang.namaBarang, berat: barang.berat, kodeGudang: barang.kodeGudang, kodeBaki: barang.kodeBaki };

/**
 * A scanned item, as a move or a send line shows it (name, weight, tray). Only an item READY in the user's shop:
 * another shop's item is "not found", a sold or sent one says so.
 */
export async function findItemToMove({ ctx, input, tx }: { ctx: SessionContext; input: { kodeBarcode: string }; tx?: Tx }): Promise<MoveItem> {
  requireAccess(ctx, SCAN_PATHS);
  const { kodeBarcode } = parseInput(barcodeSchema, input);
  const [item] = await readDb(tx).select({ ...itemColumns, kodeToko: barang.kodeToko, status: barang.status }).from(barang).where(eq(barang.kodeBarcode, kodeBarcode));
  if (!item || item.kodeToko !== ctx.shop.kodeToko) throw new AppError('not-found', 'stokBarangTidakDitemukan', { barcode: kodeBarcode });
  if (item.status !== 'READY') throw new AppError('conflict', item.status === 'SOLD' ? 'stokBarangSudahTerjual' : 'stokBarangTidakTersedia', { barcode: kodeBarcode });
  const { kodeToko: _shop, status: _status, ...line } = item;
  return line;
}

/** The READY items of one tray of the user's shop, with their count and total weight (Pindah Barang Satu Baki). */
export async function findTrayItems({ ctx, input, tx }: { ctx: SessionContext; input: { kodeGudang: string; kodeBaki: string }; tx?: Tx }) {
  requireAccess(ctx, '/pindah-barang-satu-baki');
  const { kodeGudang, kodeBaki } = parseInput(traySchema, input);
  const items = await readDb(tx).select(itemColumns).from(barang)
    .where(and(eq(barang.kodeToko, ctx.shop.kodeToko), eq(barang.status, 'READY'), eq(barang.kodeGudang, kodeGudang), eq(barang.kodeBaki, kodeBaki)))
    .orderBy(asc(barang.kodeBarcode));
  return { items, totalQty: items.length, totalBerat: sumWeights(items.map((item) => item.berat)) };
}

/** Pindah Barang: scanned items to another warehouse and tray of the user's shop. */
export async function pindahBarangItems({ ctx, input, tx, now }: { ctx: SessionContext; input: PindahInput; tx?: Tx; now?: Date }) {
  requireAccess(ctx, '/pindah-barang');
  return postMove(ctx, parseInput(pindahSchema, input), tx, now);
}

/** Pindah Barang Satu Baki: every item the user saw in one tray to another warehouse and tray; the same document. */
export async function pindahSatuBaki({ ctx, input, tx, now }: { ctx: SessionContext; input: PindahInput; tx?: Tx; now?: Date }) {
  requireAccess(ctx, '/pindah-barang-satu-baki');
  return postMove(ctx, parseInput(pindahSchema, input), tx, now);
}

/**
 * One transfer document (postMoves: its header, lines and MOVED entries), in one transaction, numbered from the shop's
 * counter. Each entry expects the tray the user saw, so an item moved or sold meanwhile refuses the whole document by
 * name and nothing is written.
 */
async function postMove(ctx: SessionContext, input: ReturnType<typeof pindahSchema.parse>, tx: Tx | undefined, now = new Date()) {
  const kodeToko = ctx.shop.kodeToko;
  const idempotencyKey = `pb:${ctx.user.userId}:${input.idempotencyKey}`;
  return withTransaction(tx, async (tx) => {
    const earlier = await claimDocumentKey(tx, idempotencyKey);
    if (earlier) return { noPindah: earlier.noDokumen, replayed: true };
    await requireTray(tx, kodeToko, input.kodeGudang, input.kodeBaki);
    const same = input.items.find((item) => item.kodeGudang === input.kodeGudang && item.kodeBaki === input.kodeBaki);
    if (same) throw new AppError('validation', 'pindahBakiSama', { barcode: same.kodeBarcode, baki: input.kodeBaki });
    const noPindah = await nextDocumentNumber(tx, kodeToko, 'PINDAH_BARANG', now);
    const [posted] = await postMoves(tx, [{
      noPindah, kodeToko, kodeGudang: input.kodeGudang, kodeBaki: input.kodeBaki, items: input.items, idempotencyKey, createdBy: ctx.user.userId, tanggal: now,
    }]);
    return { noPindah, replayed: false, totalQty: posted.totalQty, totalBerat: posted.totalBerat };
  });
}
