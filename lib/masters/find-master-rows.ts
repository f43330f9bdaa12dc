import 'server-only';
import type { SessionContext } from '../auth/context';
import { getDb } from '../db/client';
import { findAll, findPage } from '../paging/find-page';
import type { PageInput, Paged } from '../paging/page-params';
import { MASTER_SERVICES } from '@/features/masters';
import type { MasterId, MasterRow } from './definitions';
import { searchableOf } from './list-columns';

/** One page of a master's list in the user's scope, sorted and searched in SQL. */
export async function findMasterRows({ ctx, input: { id, ...page } }: { ctx: SessionContext; input: PageInput & { id: MasterId } }): Promise<Paged<MasterRow>> {
  return findPage<MasterRow>(getDb(), MASTER_SERVICES[id].source(ctx), page, searchableOf(id));
}

/** Every row of a master's list in the user's scope (the catalogue API and the CSV export). */
export async function findAllMasterRows({ ctx, input: { id } }: { ctx: SessionContext; input: { id: MasterId } }): Promise<MasterRow[]> {
  return findAll<MasterRow>(getDb(), MASTER_SERVICES[id].source(ctx));
}
