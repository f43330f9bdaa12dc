// No 'server-only' marker: a kernel verb (the caller's transaction, no ctx) that scripts outside Next may use too.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { mutasiStok } from '@/lib/db/schema/gram-ledger';
import { sumWeights } from '@/lib/format/grams';
import { postStockEntries } from '@/lib/ledger/stock/post-stock-entries';
import { hancurBarang } from '../../schema';

/** Pieces and scrap grams per jenis of a melt, jenis in code order. */
export type ScrapPerJenis = { kodeDept: string; qty: number; berat: string };

export type Melt = {
  kodeToko: string;
  /** HANCUR_BARANG (Hancur Data Barang) or HANCUR_PEMBELIAN (Hancur Pembelian). */
  jenis: 'HANCUR_BARANG' | 'HANCUR_PEMBELIAN';
  nomor: string;
  barcodes: string[];
  idempotencyKey: string;
  alasan: string;
  /** The supervisor whose grant the caller spent. */
  disetujuiOleh: string;
  createdBy: string;
};

/** Scrap per jenis of DESTROYED entries (their grams are negative: the stock they left). */
function scrapOf(entries: { kodeDept: string; berat: string }[]): ScrapPerJenis[] {
  const byDept = new Map<string, string[]>();
  for (const entry of entries) byDept.set(entry.kodeDept, [...(byDept.get(entry.kodeDept) ?? []), entry.berat.replace(/^-/, '')]);
  return [...byDept].sort(([a], [b]) => a.localeCompare(b)).map(([kodeDept, weights]) => ({ kodeDept, qty: weights.length, berat: sumWeights(weights) }));
}

/**
 * READY items of the shop melted out of stock, in the caller's transaction: ONE document of DESTROYED entries on the gram
 * ledger and its reason and approver in hancur_barang. Answers the scrap per jenis. The caller has claimed the key,
 * checked which items it may melt and spent the grant.
 */
export async function postMelt(tx: Tx, melt: Melt): Promise<ScrapPerJenis[]> {
  const posted = await postStockEntries(tx, {
    document: { kodeToko: melt.kodeToko, jenis: melt.jenis, nomor: melt.nomor }, idempotencyKey: melt.idempotencyKey, createdBy: melt.createdBy,
    entries: melt.barcodes.map((kodeBarcode) => ({ kind: 'DESTROYED' as const, kodeBarcode, expected: { status: 'READY' as const } })),
  });
  await tx.insert(hancurBarang).values({
    dokumenId: posted.dokumen.id, kodeToko: melt.kodeToko, noDokumen: melt.nomor, alasan: melt.alasan, disetujuiOleh: melt.disetujuiOleh,
    createdBy: melt.createdBy,
  });
  return scrapOf(posted.entries);
}

/** The scrap of a melt already posted (a replayed request answers the first one's). */
export async function readMeltScrap(db: Db, dokumenId: number): Promise<ScrapPerJenis[]> {
  return scrapOf(await db.select({ kodeDept: mutasiStok.kodeDept, berat: mutasiStok.berat }).from(mutasiStok).where(eq(mutasiStok.dokumenId, dokumenId)));
}
