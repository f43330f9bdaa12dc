import 'server-only';
import type { SessionContext } from '@/lib/auth/context';
import type { Database } from '@/lib/db/client';
import { paraSystem } from '@/lib/db/schema';
import { requireChainAdmin } from '@/lib/auth/chain-admin';
import { HARGA_GLOBAL_KEY } from './harga-global';

/** PUT parameter-harga-emas/global: the chain's gold price per gram, kept by the owner and super users of head office. */
export async function saveHargaGlobal({ db, ctx, nominal }: { db: Database; ctx: SessionContext; nominal: number }): Promise<void> {
  requireChainAdmin(ctx);
  const row = { value: String(nominal), updatedBy: ctx.user.userId, updatedAt: new Date() };
  await db.insert(paraSystem).values({ key: HARGA_GLOBAL_KEY, ...row }).onConflictDoUpdate({ target: paraSystem.key, set: row });
}
