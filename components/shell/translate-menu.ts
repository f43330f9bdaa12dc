import type { MenuLeaf, MenuNode } from '@/lib/menu/build';
import { isMenuNode } from '@/lib/menu/build';
import { findSubMenuPath } from '@/lib/routes';
import type { SidebarItem } from './sidebar';

/** Turns the menu tree's message keys into titles, on the server, so the client gets plain strings; a group names its sub-menu page. */
export function translateMenu(nodes: (MenuNode | MenuLeaf)[], t: (key: string) => string): SidebarItem[] {
  return nodes.map((item) => {
    if (!isMenuNode(item)) return { key: item.key, title: t(item.titleKey), href: item.href };
    const subMenuHref = findSubMenuPath(item.key);
    return { key: item.key, title: t(item.titleKey), ...(subMenuHref && { subMenuHref }), children: translateMenu(item.children, t) };
  });
}
