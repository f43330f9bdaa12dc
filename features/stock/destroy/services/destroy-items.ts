import { itemsSubject } from '@/lib/auth/otorisasi-subject';
import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { hancurBarang } from '@/features/stock/schema';
import { mutasiStok } from '@/lib/db/schema/gram-ledger';
import { withTransaction } from '@/lib/db/transaction';
import { nextDocumentNumber } from '@/lib/documents/next-number';
import { sumWeights } from '@/lib/format/grams';
import { claimDocumentKey } from '@/lib/ledger/stock/claim-document-key';
import { postStockEntries } from '@/lib/ledger/stock/post-stock-entries';
import { parseInput } from '@/lib/validation/parse-input';
import { spendGrant } from '@/features/otorisasi';
import { destroySchema } from '../schemas';

export type ScrapPerJenis = { kodeDept: string; qty: number; berat: string };

/** Scrap weight per jenis of posted DESTROYED entries (their grams are negative: the stock they left). */
function scrapOf(entries: { kodeDept: string; berat: string }[]): ScrapPerJenis[] {
  const byDept = new Map<string, string[]>();
  for (const entry of entries) byDept.set(entry.kodeDept, [...(byDept.get(entry.kodeDept) ?? []), entry.berat.replace(/^-/, '')]);
  return [...byDept].sort(([a], [b]) => a.localeCompare(b)).map(([kodeDept, weights]) => ({ kodeDept, qty: weights.length, berat: sumWeights(weights) }));
}

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
    if (done) {
      const entries = await db.select({ kodeDept: mutasiStok.kodeDept, berat: mutasiStok.berat }).from(mutasiStok).where(eq(mutasiStok.dokumenId, done.id));
      return { nomor: done.noDokumen, scrap: scrapOf(entries), replayed: true };
    }
    const grant = await spendGrant({ ctx, input: { keystore: form.keystore, fitur: 'HANCUR_BARANG', subject: itemsSubject('hancur', form.barcodes) }, tx: db });
    const nomor = await nextDocumentNumber(db, ctx.shop.kodeToko, 'HANCUR_BARANG');
    const posted = await postStockEntries(db, {
      document: { kodeToko: ctx.shop.kodeToko, jenis: 'HANCUR_BARANG', nomor },
      entries: form.barcodes.map((kodeBarcode) => ({ kind: 'DESTROYED' as const, kodeBarcode, expected: { status: 'READY' as const } })),
      idempotencyKey: key,
      createdBy: ctx.user.userId,
    });
    await db.insert(hancurBarang).values({
      dokumenId: posted.dokumen.id, kodeToko: ctx.shop.kodeToko, noDokumen: nomor, alasan: form.alasan, disetujuiOleh: grant.approvedBy,
      createdBy: ctx.user.userId,
    });
    return { nomor, scrap: scrapOf(posted.entries), replayed: false };
  });
}
