import 'server-only';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { withTransaction } from '@/lib/db/transaction';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { AppError } from '@/lib/errors/app-error';
import { claimDocumentKey } from '@/lib/ledger/stock/claim-document-key';
import { postStockEntries } from '@/lib/ledger/stock/post-stock-entries';
import { parseInput } from '@/lib/validation/parse-input';
import { addItemSchema } from '../schemas';
import { buildItems } from './build-items';
import { discardItemPhoto, storeItemPhoto } from './item-photo';

/**
 * Names are unique among a shop's READY items: two documents of one shop check and write names one after the other
 * (a transaction-scoped advisory lock per shop), so two cashiers cannot both add "CINCIN MATA SATU".
 */
export async function lockShopNames(tx: Tx, kodeToko: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`barang-nama:${kodeToko}`}))`);
}

/**
 * Tambah Data Barang: one new item received into a tray of the user's shop, as one TAMBAH_BARANG document of one
 * RECEIVED entry. The same idempotency key (the form's) posts once and answers the first item.
 */
export async function addItem({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof addItemSchema>; tx?: Tx }) {
  requireAccess(ctx, '/tambah-data-barang');
  const { idempotencyKey, photo, ...row } = parseInput(addItemSchema, input);
  const key = `${ctx.user.userId}:${idempotencyKey}`;
  const photoPath = photo ? await storeItemPhoto(ctx.shop.kodeToko, photo) : undefined;
  let kept = false;
  try {
    const added = await withTransaction(tx, async (db) => {
      const earlier = await claimDocumentKey(db, key);
      if (earlier) {
        const [first] = (await db.execute(sql`select kode_barcode from mutasi_stok where dokumen_id = ${earlier.id}`)).rows as { kode_barcode: string }[];
        return { kodeBarcode: first.kode_barcode, replayed: true };
      }
      await lockShopNames(db, ctx.shop.kodeToko);
      const { items, problems } = await buildItems(db, ctx, [row]);
      if (problems.length > 0) {
        const [first] = problems;
        throw new AppError(first.key.startsWith('stokBarcode') ? 'conflict' : 'validation', first.key, first.values ?? {}, first.field);
      }
      const nomor = await nextDocumentNumber(db, ctx.shop.kodeToko, 'TAMBAH_BARANG');
      const posted = await postStockEntries(db, {
        document: { kodeToko: ctx.shop.kodeToko, jenis: 'TAMBAH_BARANG', nomor },
        entries: [{ kind: 'RECEIVED', item: { ...items[0], photoPath: photoPath ?? null } }],
        idempotencyKey: key,
        createdBy: ctx.user.userId,
      });
      kept = !posted.replayed;
      return { kodeBarcode: items[0].kodeBarcode, nomor: posted.dokumen.noDokumen, replayed: posted.replayed };
    });
    return added;
  } finally {
    // A refused or replayed save keeps no photo of its own.
    if (!kept) await discardItemPhoto(photoPath);
  }
}
