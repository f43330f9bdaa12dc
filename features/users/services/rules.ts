import type { SessionContext } from '@/lib/auth/context';
import type { Level } from '@/lib/auth/levels';
import { requireAccess } from '@/lib/auth/require-access';
import { ForbiddenError } from '@/lib/errors/app-error';

/** Data Users' screen: its gate is every users service's. Hak Akses Users has its own. */
export const USERS_PATH = '/data-users';
export const ACCESS_PATH = '/hak-akses-users';

/** OWN and SU may give any level; MU and DEV only the shop-floor levels, so nobody can raise themselves. */
export function assignableLevels(actor: Level): Level[] {
  return actor === 'OWN' || actor === 'SU' ? ['OWN', 'SU', 'MU', 'DEV', 'SPV', 'KASIR', 'USER'] : ['SPV', 'KASIR', 'USER'];
}

/** The users' screens' gate (USER_ADMIN_LEVELS, the user's access tree), from the route table. */
export function requireUserAdmin(ctx: SessionContext, path: string | readonly string[] = USERS_PATH): void {
  requireAccess(ctx, path);
}

/** Head office manages every shop's users; a branch only its own. Null means every shop. */
export function shopScope(ctx: SessionContext): string | null {
  return ctx.shop.appType === 'PUSAT' ? null : ctx.shop.kodeToko;
}

export function requireCanManage(ctx: SessionContext, target: { level: string; kodeToko: string }): void {
  const scope = shopScope(ctx);
  if (!assignableLevels(ctx.user.level).includes(target.level as Level)) throw ForbiddenError('levelNotAllowed');
  if (scope && target.kodeToko !== scope) throw ForbiddenError('shopNotAllowed');
}
