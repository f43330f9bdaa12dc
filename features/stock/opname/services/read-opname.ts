import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Db, Tx } from '@/lib/db/client';
import { barang } from '@/lib/db/schema/gram-ledger';
import { stockOpname, stockOpnameItem, stockOpnameScan } from '@/features/stock/schema';
import { readDb } from '@/lib/db/transaction';
import { NotFoundError } from '@/lib/errors/app-error';
import { sumWeights } from '@/lib/format/grams';
import type { ForeignScan, OpnameState, OpnameSummary } from '../types';

export const OPNAME_PATH = '/stock-opname';
export type { ForeignReason, ForeignScan, OpnameItem, OpnameState, OpnameSummary } from '../types';

/** The count's header in the user's shop, locked when asked (closing); another shop's count is not found. */
export async function findOpname(db: Db, ctx: SessionContext, noOpname: string, lock?: 'update' | 'share') {
  const query = db.select().from(stockOpname).where(and(eq(stockOpname.noOpname, noOpname), eq(stockOpname.kodeToko, ctx.shop.kodeToko)));
  const [header] = lock ? await query.for(lock) : await query;
  if (!header) throw NotFoundError('opnameTidakDitemukan');
  return header;
}

/** What a scanned barcode outside the expected list is, from where the item is now. */
function foreignReason(header: { kodeToko: string; kodeGudang: string; kodeBaki: string }, item: { kodeToko: string; kodeGudang: string; kodeBaki: string; status: string } | undefined): ForeignScan['reason'] {
  if (!item) return 'TIDAK_DIKENAL';
  if (item.kodeToko !== header.kodeToko) return 'TOKO_LAIN';
  if (item.status === 'SOLD') return 'TERJUAL';
  if (item.status !== 'READY') return 'TIDAK_TERSEDIA';
  const inPlace = item.kodeGudang === header.kodeGudang && (!header.kodeBaki || item.kodeBaki === header.kodeBaki);
  return inPlace ? 'DITAMBAH' : 'BAKI_LAIN';
}

/** A count with its expected items (found or not), the foreign scans (and why) and the totals: what the screen shows. */
export async function readOpnameState(db: Db, header: typeof stockOpname.$inferSelect): Promise<OpnameState> {
  const [items, foreignRows] = await Promise.all([
    db.select({
      kodeBarcode: stockOpnameItem.kodeBarcode, namaBarang: stockOpnameItem.namaBarang, kodeDept: stockOpnameItem.kodeDept, kodeBaki: stockOpnameItem.kodeBaki,
      berat: stockOpnameItem.berat, hasil: stockOpnameItem.hasil, found: sql<boolean>`${stockOpnameScan.kodeBarcode} is not null`,
    })
      .from(stockOpnameItem)
      .leftJoin(stockOpnameScan, and(eq(stockOpnameScan.noOpname, stockOpnameItem.noOpname), eq(stockOpnameScan.kodeBarcode, stockOpnameItem.kodeBarcode)))
      .where(eq(stockOpnameItem.noOpname, header.noOpname))
      .orderBy(asc(stockOpnameItem.kodeBaki), asc(stockOpnameItem.kodeBarcode)),
    db.select({
      kodeBarcode: stockOpnameScan.kodeBarcode, kodeToko: barang.kodeToko, kodeGudang: barang.kodeGudang, kodeBaki: barang.kodeBaki, status: barang.status,
    })
      .from(stockOpnameScan)
      .leftJoin(stockOpnameItem, and(eq(stockOpnameItem.noOpname, stockOpnameScan.noOpname), eq(stockOpnameItem.kodeBarcode, stockOpnameScan.kodeBarcode)))
      .leftJoin(barang, eq(barang.kodeBarcode, stockOpnameScan.kodeBarcode))
      .where(and(eq(stockOpnameScan.noOpname, header.noOpname), sql`${stockOpnameItem.kodeBarcode} is null`))
      .orderBy(asc(stockOpnameScan.kodeBarcode)),
  ]);
  const foreign = foreignRows.map((row): ForeignScan => {
    const item = row.kodeToko === null ? undefined : { kodeToko: row.kodeToko, kodeGudang: row.kodeGudang ?? '', kodeBaki: row.kodeBaki ?? '', status: row.status ?? '' };
    const reason = foreignReason(header, item);
    const where = reason === 'TOKO_LAIN' ? item!.kodeToko : reason === 'BAKI_LAIN' ? `${item!.kodeGudang} / ${item!.kodeBaki}` : reason === 'TIDAK_TERSEDIA' ? item!.status : '';
    return { kodeBarcode: row.kodeBarcode, reason, where };
  });
  const found = items.filter((item) => item.found);
  const missing = items.filter((item) => !item.found);
  return {
    noOpname: header.noOpname, kodeToko: header.kodeToko, kodeGudang: header.kodeGudang, kodeBaki: header.kodeBaki, status: header.status,
    createdBy: header.createdBy, createdAt: header.createdAt.toISOString(), closedBy: header.closedBy, approvedBy: header.approvedBy,
    closedAt: header.closedAt?.toISOString() ?? null, expected: items, foreign,
    totals: {
      expectedQty: items.length, expectedBerat: sumWeights(items.map((item) => item.berat)),
      foundQty: found.length, foundBerat: sumWeights(found.map((item) => item.berat)),
      missingQty: missing.length, missingBerat: sumWeights(missing.map((item) => item.berat)),
    },
  };
}

/** GET one count of the user's shop, as the screen shows it (a reload or a second device reads the same). */
export async function readOpname({ ctx, input: { noOpname }, tx }: { ctx: SessionContext; input: { noOpname: string }; tx?: Tx }): Promise<OpnameState> {
  requireAccess(ctx, OPNAME_PATH);
  const db = readDb(tx);
  return readOpnameState(db, await findOpname(db, ctx, String(noOpname).trim()));
}

/** The shop's counts, open ones first then the latest: the list a device picks a count to join from. */
export async function listOpnames({ ctx, tx }: { ctx: SessionContext; tx?: Tx }): Promise<OpnameSummary[]> {
  requireAccess(ctx, OPNAME_PATH);
  const rows = await readDb(tx)
    .select({ noOpname: stockOpname.noOpname, kodeGudang: stockOpname.kodeGudang, kodeBaki: stockOpname.kodeBaki, status: stockOpname.status, createdBy: stockOpname.createdBy, createdAt: stockOpname.createdAt })
    .from(stockOpname)
    .where(eq(stockOpname.kodeToko, ctx.shop.kodeToko))
    .orderBy(desc(sql`${stockOpname.status} = 'OPEN'`), desc(stockOpname.createdAt), desc(stockOpname.noOpname))
    .limit(30);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
