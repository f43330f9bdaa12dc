import { passesGate, type GateContext } from './gate';
import { BUILT_PATHS, ROUTES, type RouteDef } from './table';
import { settingFlag } from '../settings/read';

const BY_PATH = new Map(ROUTES.map((route) => [route.path, route]));

export function findRoute(path: string): RouteDef | undefined {
  return BY_PATH.get(path);
}

/** A route that is in the table and whose screen exists. */
export function findBuiltRoute(path: string): RouteDef | undefined {
  return BUILT_PATHS.has(path) ? BY_PATH.get(path) : undefined;
}

/** The message key of a route's title: `routes.<path without slash>`, or the group's label for a sub-menu page. */
export function routeTitleKey(path: string): string {
  const subMenuOf = BY_PATH.get(path)?.subMenuOf;
  if (subMenuOf) return `menu.${subMenuOf}`;
  return `routes.${path === '/' ? 'login' : path.slice(1)}`;
}

/** The sub-menu page of a menu group, if it has one. */
export function findSubMenuPath(group: string): string | undefined {
  return ROUTES.find((route) => route.subMenuOf === group && BUILT_PATHS.has(route.path))?.path;
}

export type RouteAccess = 'ok' | 'login' | 'unavailable' | 'not-found';

/** The single answer every layer gives for a path: proxy, pages, actions, route handlers and the menu. */
export function checkRouteAccess(path: string, ctx: GateContext | null): RouteAccess {
  const route = findBuiltRoute(path);
  if (!route) return 'not-found';
  if (route.gate !== 'public' && !ctx) return 'login';
  if (!passesGate(route.gate, ctx)) return 'unavailable';
  return ctx && isHiddenByAccess(route, ctx.hiddenMenuKeys) ? 'unavailable' : 'ok';
}

/** An entry is hidden when it or one of its menu groups has is_show false in the user's access tree. */
export function isHiddenByAccess(route: RouteDef, hidden: ReadonlySet<string> | undefined): boolean {
  if (!hidden || hidden.size === 0 || !route.menu) return false;
  return [...route.menu, route.path].some((key) => hidden.has(key));
}

/** Where a menu entry leads now: some entries switch target with a module (VALIDASI_NON_CASH, SEMI_GROSIR). */
export function resolveMenuTarget(route: RouteDef, ctx: GateContext): string {
  if (!route.target) return route.path;
  return settingFlag(ctx.settings, route.target.module) ? route.target.whenOn : route.path;
}

export { ROUTES, BUILT_PATHS };
export type { RouteDef };
