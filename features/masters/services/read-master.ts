import 'server-only';
import type { SessionContext } from '@/lib/auth/context';
import type { Tx } from '@/lib/db/client';
import { readDb } from '@/lib/db/transaction';
import type { MasterId, MasterOptions, MasterRow } from '@/lib/masters/definitions';
import { MASTER_SERVICES } from '@/features/masters/services/registry';
import { requireMasterAccess } from '@/lib/masters/master-access';
import { findAll, findPage } from '@/lib/paging/find-page';
import type { PageInput, Paged } from '@/lib/paging/page-params';
import { searchableOf } from '@/lib/masters/list-columns';

/** One page of a master's list in the user's scope, sorted and searched in SQL. */
export async function findMasterRows({ ctx, input: { id, ...page }, tx }: { ctx: SessionContext; input: PageInput & { id: MasterId }; tx?: Tx }): Promise<Paged<MasterRow>> {
  const checked = requireMasterAccess(ctx, id);
  return findPage<MasterRow>(readDb(tx), MASTER_SERVICES[checked].source(ctx), page, searchableOf(checked));
}

/** Every row of a master's list in the user's scope (the catalogue API and the CSV export). */
export async function listMaster({ ctx, input, tx }: { ctx: SessionContext; input: { id: MasterId }; tx?: Tx }): Promise<MasterRow[]> {
  const id = requireMasterAccess(ctx, input.id);
  return findAll<MasterRow>(readDb(tx), MASTER_SERVICES[id].source(ctx));
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
