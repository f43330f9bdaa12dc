import type { SessionContext } from '../../auth/context';
import type { Db, Tx } from '../../db/client';
import type { ListSource } from '../../paging/find-page';
import type { MasterOptions, MasterRow, MasterValue } from '../definitions';

/** What a master reads with: the pool or a transaction. */
export type Reader = Db;
export type { Tx };

/**
 * What one master stores; rows use the spec's field names. Rows outside the user's scope are not found. Internal to the
 * masters engine (lib/masters/*-master.ts), which checks the list's gate before any of these runs.
 */
export type MasterService = {
  /** The list in the user's scope as SQL, paged, sorted and searched by `findMasterRows`. */
  source(ctx: SessionContext): ListSource;
  options?(db: Reader, ctx: SessionContext): Promise<MasterOptions>;
  find(db: Reader, ctx: SessionContext, key: string): Promise<MasterRow | undefined>;
  /** An image field arrives as `<field>_path` and `<field>_name`; on update they are absent when the image stays. */
  insert(tx: Tx, ctx: SessionContext, value: MasterValue): Promise<void>;
  update(tx: Tx, ctx: SessionContext, key: string, value: MasterValue): Promise<void>;
  /** Throws a conflict when other data still uses the row. */
  remove(tx: Tx, ctx: SessionContext, key: string): Promise<void>;
};

export const audit = (ctx: SessionContext) => ({ updatedBy: ctx.user.userId, updatedAt: new Date() });
