import type { SessionContext } from '../auth/context';
import { requireAccess } from '../auth/require-access';
import { NotFoundError } from '@/lib/errors/app-error';
import { MASTER_IDS, MASTERS, type MasterId } from './definitions';

/** The list's gate, as its screen has it: an unknown list is not found, a refused one forbidden. */
export function requireMasterAccess(ctx: SessionContext, id: string): MasterId {
  if (!MASTER_IDS.includes(id as MasterId)) throw NotFoundError();
  requireAccess(ctx, MASTERS[id as MasterId].path);
  return id as MasterId;
}
