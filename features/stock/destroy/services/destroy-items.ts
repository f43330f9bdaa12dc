import { itemsSubject } from '@/lib/auth/otorisasi-subject';
import 'server-only';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { withTransaction } from '@/lib/db/transaction';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { claimDocumentKey } from '@/lib/ledger/stock/claim-document-key';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { destroySchema } from '../schemas';
import { postMelt, readMeltScrap } from './post-melt';

/**
 * Hancur Data Barang: READY items of the user's shop melted out of stock, as ONE HANCUR_BARANG document of DESTROYED
 * entries, approved by a supervisor (HANCUR_BARANG, the grant spent in the same transaction) with the reason in
 * hancur_barang. Two users destroying one item: the items are locked by postStockEntries, the second is told the
 * item is no longer in stock and writes nothing (his grant is given back by the rollback). A replayed key answers the
 * first document without asking for a grant again.
 */
export async function destroyItems({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof destroySchema>; tx?: Tx }) {
  requireAccess(ctx, '/hancur-data-barang');
  const form = parseInput(destroySchema, input);
  const key = `${ctx.user.userId}:${form.idempotencyKey}`;
  return withTransaction(tx, async (db) => {
    const done = await claimDocumentKey(db, key);
    if (done) return { nomor: done.noDokumen, scrap: await readMeltScrap(db, done.id), replayed: true };
    const grant = await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'HANCUR_BARANG', subject: itemsSubject('hancur', form.barcodes) }, tx: db });
    const nomor = await nextDocumentNumber(db, ctx.shop.kodeToko, 'HANCUR_BARANG');
    const scrap = await postMelt(db, {
      kodeToko: ctx.shop.kodeToko, jenis: 'HANCUR_BARANG', nomor, barcodes: form.barcodes, idempotencyKey: key, alasan: form.alasan,
      disetujuiOleh: grant.approvedBy, createdBy: ctx.user.userId,
    });
    return { nomor, scrap, replayed: false };
  });
}
