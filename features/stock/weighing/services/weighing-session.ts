import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { barang, timbangBaki, timbangBakiDetail } from '@/lib/db/schema';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { NotFoundError } from '@/lib/errors/app-error';
import { sumWeights } from '@/lib/format/grams';
import { parseInput } from '@/lib/validation/parse-input';
import { requireTray } from '../../services/places';
import { trayChoiceSchema } from '../schemas';
import { findOpenWeighing, readWeighing, type Weighing } from './read-weighing';

export const WEIGHING_PATH = '/timbang-baki';

type TrayInput = { kodeGudang?: unknown; kodeBaki?: unknown; sort?: unknown };

/**
 * timbang-baki/start: puts the tray's READY items, as they are now, into a weighing (PROSES) and answers it with its
 * items (data_timbang). A tray already being weighed answers that weighing, so a double click starts one. An empty
 * tray is "Data Tidak Tersedia" and writes nothing.
 */
export async function startWeighing({ ctx, input, tx }: { ctx: SessionContext; input: TrayInput; tx?: Tx }): Promise<Weighing> {
  requireAccess(ctx, WEIGHING_PATH);
  const { kodeGudang, kodeBaki, sort } = parseInput(trayChoiceSchema, input);
  const kodeToko = ctx.shop.kodeToko;
  const noTimbang = await withTransaction(tx, async (db) => {
    const tray = await requireTray(db, kodeToko, kodeGudang, kodeBaki);
    const open = await findOpenWeighing(db, kodeToko, kodeBaki);
    if (open) return open;
    const items = await db
      .select({ kodeBarcode: barang.kodeBarcode, namaBarang: barang.namaBarang, kodeBaki: barang.kodeBaki, berat: barang.berat, beratKotor: barang.beratKotor })
      .from(barang)
      .where(and(eq(barang.kodeToko, kodeToko), eq(barang.kodeGudang, kodeGudang), eq(barang.kodeBaki, kodeBaki), eq(barang.status, 'READY')))
      .orderBy(asc(barang.kodeBarcode));
    if (items.length === 0) throw NotFoundError('timbangDataTidakTersedia');
    const nomor = await nextDocumentNumber(db, kodeToko, 'TIMBANG_BAKI');
    await db.insert(timbangBaki).values({
      noTimbang: nomor, kodeToko, kodeGudang, kodeBaki, beratBaki: tray.beratBaki, jumlahBarang: items.length,
      beratBarang: sumWeights(items.map((item) => item.beratKotor)), toleransi: ctx.settings.TOLERANSI_TIMBANG_BAKI ?? '0.050',
      createdBy: ctx.user.userId, updatedBy: ctx.user.userId,
    });
    for (let start = 0; start < items.length; start += 5000) {
      await db.insert(timbangBakiDetail).values(items.slice(start, start + 5000).map((item) => ({ ...item, noTimbang: nomor })));
    }
    return nomor;
  });
  return (await readWeighing(readDb(tx), kodeToko, noTimbang, sort))!;
}

/** timbang-baki (get): the tray's weighing in PROSES with its items in the chosen order, or null when none is open. */
export async function getWeighing({ ctx, input, tx }: { ctx: SessionContext; input: TrayInput; tx?: Tx }): Promise<Weighing | null> {
  requireAccess(ctx, WEIGHING_PATH);
  const { kodeBaki, sort } = parseInput(trayChoiceSchema, input);
  const db = readDb(tx);
  const open = await findOpenWeighing(db, ctx.shop.kodeToko, kodeBaki);
  return open ? readWeighing(db, ctx.shop.kodeToko, open, sort) : null;
}

/** timbang-baki/reset: discards the tray's weighing in PROSES (a saved weighing stays); nothing open is no error. */
export async function resetWeighing({ ctx, input, tx }: { ctx: SessionContext; input: TrayInput; tx?: Tx }): Promise<{ discarded: string | null }> {
  requireAccess(ctx, WEIGHING_PATH);
  const { kodeBaki } = parseInput(trayChoiceSchema, input);
  return withTransaction(tx, async (db) => {
    const [gone] = await db.delete(timbangBaki)
      .where(and(eq(timbangBaki.kodeToko, ctx.shop.kodeToko), eq(timbangBaki.kodeBaki, kodeBaki), eq(timbangBaki.status, 'PROSES')))
      .returning({ noTimbang: timbangBaki.noTimbang });
    return { discarded: gone?.noTimbang ?? null };
  });
}
