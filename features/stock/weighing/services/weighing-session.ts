import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { timbangBaki } from '@/features/stock/schema';
import { readDb, withTransaction } from '@/lib/db/transaction';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { NotFoundError } from '@/lib/errors/app-error';
import { parseInput } from '@/lib/validation/parse-input';
import { requireTray } from '../../services/places';
import { trayChoiceSchema } from '../schemas';
import { findOpenWeighing, readWeighing, type Weighing } from './read-weighing';
import { settingDecimal } from '@/lib/settings/read';

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
  const toleransi = settingDecimal(ctx.settings, 'TOLERANSI_TIMBANG_BAKI');
  const noTimbang = await withTransaction(tx, async (db) => {
    const tray = await requireTray(db, kodeToko, kodeGudang, kodeBaki);
    const open = await findOpenWeighing(db, kodeToko, kodeBaki);
    if (open) return open;
    const nomor = await nextDocumentNumber(db, kodeToko, 'TIMBANG_BAKI');
    // One statement: the header and its lines from one snapshot of the tray, without the rows travelling through Node.
    const written = await db.execute(sql`
      with items as (
        select kode_barcode, nama_barang, kode_baki, berat, berat_kotor from barang
         where kode_toko = ${kodeToko} and kode_gudang = ${kodeGudang} and kode_baki = ${kodeBaki} and status = 'READY'
      ), header as (
        insert into timbang_baki (no_timbang, kode_toko, kode_gudang, kode_baki, berat_baki, jumlah_barang, berat_barang, toleransi, created_by, updated_by)
        select ${nomor}, ${kodeToko}, ${kodeGudang}, ${kodeBaki}, ${tray.beratBaki}, count(*), sum(berat_kotor), ${toleransi}, ${ctx.user.userId}, ${ctx.user.userId}
          from items having count(*) > 0
        returning no_timbang
      )
      insert into timbang_baki_detail (no_timbang, kode_barcode, nama_barang, kode_baki, berat, berat_kotor)
      select header.no_timbang, items.kode_barcode, items.nama_barang, items.kode_baki, items.berat, items.berat_kotor from items cross join header`);
    if (!written.rowCount) throw NotFoundError('timbangDataTidakTersedia');
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
