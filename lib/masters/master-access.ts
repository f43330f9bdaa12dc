import type { SessionContext } from '../auth/context';
import { gateContextOf } from '../auth/context';
import type { Level } from '../auth/levels';
import { requireAccess } from '../auth/require-access';
import { passesGate } from '../routes/gate';
import { CHAIN_ADMIN } from '../routes/table';
import { ForbiddenError, NotFoundError } from '@/lib/errors/app-error';
import { MASTER_IDS, MASTERS, type MasterId } from './definitions';

/** Who keeps a shop's own places (warehouses, trays): its supervisor, the owner and super users. */
export const SHOP_KEEPER_LEVELS: readonly Level[] = ['SPV', 'OWN', 'SU'];

/** The list's gate, as its screen has it: an unknown list is not found, a refused one forbidden. */
export function requireMasterAccess(ctx: SessionContext, id: string): MasterId {
  if (!MASTER_IDS.includes(id as MasterId)) throw NotFoundError();
  requireAccess(ctx, MASTERS[id as MasterId].path);
  return id as MasterId;
}

/** Whether the user may change a list he may read (the screen hides add, edit and delete otherwise). */
export function mayWriteMaster(ctx: SessionContext, id: MasterId): boolean {
  const writers = MASTERS[id].writers;
  if (writers === 'chain') return passesGate(CHAIN_ADMIN, gateContextOf(ctx));
  if (writers === 'shop') return SHOP_KEEPER_LEVELS.includes(ctx.user.level);
  return true;
}

/** The list's gate, then its keepers': a reader who may not write is refused before anything is read or written. */
export function requireMasterWrite(ctx: SessionContext, id: string): MasterId {
  const checked = requireMasterAccess(ctx, id);
  if (!mayWriteMaster(ctx, checked)) throw ForbiddenError('notAvailable');
  return checked;
}
