import 'server-only';
import type { SessionContext } from '@/lib/auth/context';
import { requireAccess } from '@/lib/auth/require-access';
import type { Tx } from '@/lib/db/client';
import { readDb } from '@/lib/db/transaction';
import { readHargaGlobal } from './harga-global';

/** The Parameter Harga Global screen's current price. */
export async function getHargaGlobal({ ctx, tx }: { ctx: SessionContext; tx?: Tx }): Promise<number> {
  requireAccess(ctx, '/parameter-harga-global');
  return readHargaGlobal(readDb(tx));
}
