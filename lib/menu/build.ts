import { passesGate, type GateContext } from '../routes/gate';
import { findBuiltRoute, isHiddenByAccess, resolveMenuTarget, routeTitleKey } from '../routes';
import { MENU_GROUPS, REPORT_GROUPS, ROUTES } from '../routes/table';

export type MenuLeaf = { key: string; titleKey: string; href: string };
export type MenuNode = { key: string; titleKey: string; children: (MenuNode | MenuLeaf)[] };

/** The sidebar for one user: built screens they may open, grouped as §2.3, empty groups left out. */
export function buildMenu(ctx: GateContext): MenuNode[] {
  const visible = ROUTES.filter(
    (route) => route.menu && findBuiltRoute(route.path) && passesGate(route.gate, ctx) && !isHiddenByAccess(route, ctx.hiddenMenuKeys),
  );
  const leaf = (route: (typeof visible)[number]): MenuLeaf => ({
    key: route.path,
    titleKey: `routes.${routeTitleKey(route.path)}`,
    href: resolveMenuTarget(route, ctx),
  });
  return MENU_GROUPS.map((group): MenuNode => {
    const inGroup = visible.filter((route) => route.menu![0] === group);
    const direct = inGroup.filter((route) => route.menu!.length === 1).map(leaf);
    const subgroups = REPORT_GROUPS.map((sub): MenuNode => ({
      key: sub,
      titleKey: `menu.${sub}`,
      children: inGroup.filter((route) => route.menu![1] === sub).map(leaf),
    })).filter((node) => node.children.length > 0);
    return { key: group, titleKey: `menu.${group}`, children: [...direct, ...subgroups] };
  }).filter((node) => node.children.length > 0);
}

export function isMenuNode(item: MenuNode | MenuLeaf): item is MenuNode {
  return 'children' in item;
}

/** Every leaf of the tree, for the menu search and the home tiles. */
export function flattenMenu(nodes: (MenuNode | MenuLeaf)[], trail: string[] = []): (MenuLeaf & { trail: string[] })[] {
  return nodes.flatMap((item) =>
    isMenuNode(item) ? flattenMenu(item.children, [...trail, item.titleKey]) : [{ ...item, trail }],
  );
}
