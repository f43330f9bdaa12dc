import type { SessionContext } from '@/lib/auth/context';
import { USER_ADMIN_LEVELS, type Level } from '@/lib/auth/levels';
import { ForbiddenError } from '@/lib/errors/app-error';

/** OWN and SU may give any level; MU and DEV only the shop-floor levels, so nobody can raise themselves. */
export function assignableLevels(actor: Level): Level[] {
  return actor === 'OWN' || actor === 'SU' ? ['OWN', 'SU', 'MU', 'DEV', 'SPV', 'KASIR', 'USER'] : ['SPV', 'KASIR', 'USER'];
}

export function requireUserAdmin(ctx: SessionContext): void {
  if (!(USER_ADMIN_LEVELS as readonly string[]).includes(ctx.user.level)) throw ForbiddenError();
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
