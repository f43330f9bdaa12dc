import 'server-only';
import type { SessionContext } from '../auth/context';
import type { Tx } from '../db/client';
import { readDb } from '../db/transaction';
import type { MasterId, MasterOptions, MasterRow } from './definitions';
import { MASTER_SERVICES } from '@/features/masters';
import { requireMasterAccess } from './master-access';

/** A list's rows in the user's scope, for its screen and the app's API. */
export async function listMaster({ ctx, input, tx }: { ctx: SessionContext; input: { id: MasterId }; tx?: Tx }): Promise<MasterRow[]> {
  const id = requireMasterAccess(ctx, input.id);
  return MASTER_SERVICES[id].list(readDb(tx), ctx);
}

/** The choices of a list's selects (banks, shops, groups…). */
export async function getMasterOptions({ ctx, input, tx }: { ctx: SessionContext; input: { id: MasterId }; tx?: Tx }): Promise<MasterOptions> {
  const id = requireMasterAccess(ctx, input.id);
  return (await MASTER_SERVICES[id].options?.(readDb(tx), ctx)) ?? {};
}

/** One row by its key in the user's scope, or undefined. */
export async function getMaster({ ctx, input, tx }: { ctx: SessionContext; input: { id: MasterId; key: string }; tx?: Tx }): Promise<MasterRow | undefined> {
  const id = requireMasterAccess(ctx, input.id);
  return MASTER_SERVICES[id].find(readDb(tx), ctx, input.key);
}
