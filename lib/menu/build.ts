import { passesGate, type GateContext } from '../routes/gate';
import { findBuiltRoute, isHiddenByAccess, resolveMenuTarget, routeTitleKey } from '../routes';
import { MENU_GROUPS, REPORT_GROUPS, ROUTES, type RouteDef } from '../routes/table';

export type MenuLeaf = { key: string; titleKey: string; href: string };
export type MenuNode = { key: string; titleKey: string; children: (MenuNode | MenuLeaf)[] };

/** Built screens with a menu place, grouped as §2.3 (group, report subgroup, entry); empty groups left out. */
function groupRoutes(routes: readonly RouteDef[], leaf: (route: RouteDef) => MenuLeaf): MenuNode[] {
  const placed = routes.filter((route) => route.menu && findBuiltRoute(route.path));
  return MENU_GROUPS.map((group): MenuNode => {
    const inGroup = placed.filter((route) => route.menu![0] === group);
    const direct = inGroup.filter((route) => route.menu!.length === 1).map(leaf);
    const subgroups = REPORT_GROUPS.map((sub): MenuNode => ({
      key: sub,
      titleKey: `menu.${sub}`,
      children: inGroup.filter((route) => route.menu![1] === sub).map(leaf),
    })).filter((node) => node.children.length > 0);
    return { key: group, titleKey: `menu.${group}`, children: [...direct, ...subgroups] };
  }).filter((node) => node.children.length > 0);
}

/** The sidebar for one user: the screens they may open now. */
export function buildMenu(ctx: GateContext): MenuNode[] {
  const visible = ROUTES.filter((route) => passesGate(route.gate, ctx) && !isHiddenByAccess(route, ctx.hiddenMenuKeys));
  return groupRoutes(visible, (route) => ({ key: route.path, titleKey: routeTitleKey(route.path), href: resolveMenuTarget(route, ctx) }));
}

/** The whole access tree the rights screen edits: every built screen, whatever the gates say. */
export function buildAccessTree(): MenuNode[] {
  return groupRoutes(ROUTES, (route) => ({ key: route.path, titleKey: routeTitleKey(route.path), href: route.path }));
}

export function isMenuNode(item: MenuNode | MenuLeaf): item is MenuNode {
  return 'children' in item;
}

/** Every leaf of the tree with the titles of its groups (the browser's tiles and search walk the translated menu). */
export function flattenMenu(nodes: (MenuNode | MenuLeaf)[], trail: string[] = []): (MenuLeaf & { trail: string[] })[] {
  return nodes.flatMap((item) =>
    isMenuNode(item) ? flattenMenu(item.children, [...trail, item.titleKey]) : [{ ...item, trail }],
  );
}

/** Every key of the tree: groups, subgroups and entries. */
export function menuKeys(nodes: (MenuNode | MenuLeaf)[]): string[] {
  return nodes.flatMap((item) => (isMenuNode(item) ? [item.key, ...menuKeys(item.children)] : [item.key]));
}
