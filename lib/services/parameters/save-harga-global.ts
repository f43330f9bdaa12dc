import 'server-only';
import type { SessionContext } from '../../auth/context';
import type { Database } from '../../db/client';
import { paraSystem } from '../../db/schema';
import { requireChainAdmin } from '../chain-admin';
import { HARGA_GLOBAL_KEY } from './harga-global';

/** PUT parameter-harga-emas/global: the chain's gold price per gram, kept by the owner and super users of head office. */
export async function saveHargaGlobal({ db, ctx, nominal }: { db: Database; ctx: SessionContext; nominal: number }): Promise<void> {
  requireChainAdmin(ctx);
  const row = { value: String(nominal), updatedBy: ctx.user.userId, updatedAt: new Date() };
  await db.insert(paraSystem).values({ key: HARGA_GLOBAL_KEY, ...row }).onConflictDoUpdate({ target: paraSystem.key, set: row });
}
