import 'server-only';
import { asc } from 'drizzle-orm';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { readDb } from '@/lib/db/transaction';
import { jenis } from '@/lib/db/schema/gram-ledger';
import { findPage } from '@/lib/paging/find-page';
import type { PageInput, Paged } from '@/lib/paging/page-params';
import { goldPriceHistorySource } from './gold-price';

export type GoldPriceChange = {
  id: number; created_at: string; kode_dept: string; nama_dept: string; harga_jual: number; harga_beli: number; created_by: string;
};

/** One page of the gold price's changes, of one jenis (kode_dept) or all, newest first, with who and when. */
export async function findGoldPriceHistory({ ctx, input: { kodeDept, ...page }, tx }: {
  ctx: SessionContext; input: PageInput & { kodeDept: string | null }; tx?: Tx;
}): Promise<Paged<GoldPriceChange>> {
  requireAccess(ctx, '/master-parameter-harga-emas');
  return findPage<GoldPriceChange>(readDb(tx), goldPriceHistorySource(kodeDept), page, { kode_dept: 'text', nama_dept: 'text', created_by: 'text' });
}

/** The jenis the history can be narrowed to. */
export async function readJenisChoices({ ctx, tx }: { ctx: SessionContext; tx?: Tx }) {
  requireAccess(ctx, '/master-parameter-harga-emas');
  return readDb(tx).select({ kodeDept: jenis.kodeDept, namaDept: jenis.namaDept }).from(jenis).orderBy(asc(jenis.kodeDept));
}
