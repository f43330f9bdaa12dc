import 'server-only';
import type { z } from 'zod';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { paraSystem } from '@/lib/db/schema/shop';
import { withTransaction } from '@/lib/db/transaction';
import { parseInput } from '@/lib/validation/parse-input';
import { HARGA_GLOBAL_KEY } from '@/lib/settings/keys';
import { hargaGlobalSchema } from '../schemas';

/** PUT parameter-harga-emas/global: the chain's gold price per gram, kept by the owner and super users of head office. */
export async function saveHargaGlobal({ ctx, input, tx }: { ctx: SessionContext; input: z.input<typeof hargaGlobalSchema>; tx?: Tx }): Promise<void> {
  requireAccess(ctx, '/parameter-harga-global');
  const { harga_global: nominal } = parseInput(hargaGlobalSchema, input);
  const row = { value: String(nominal), updatedBy: ctx.user.userId, updatedAt: new Date() };
  await withTransaction(tx, async (db) => {
    await db.insert(paraSystem).values({ key: HARGA_GLOBAL_KEY, ...row }).onConflictDoUpdate({ target: paraSystem.key, set: row });
  });
}
