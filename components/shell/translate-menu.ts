import type { MenuLeaf, MenuNode } from '@/lib/menu/build';
import { isMenuNode } from '@/lib/menu/build';
import type { SidebarItem } from './sidebar';

/** Turns the menu tree's message keys into titles, on the server, so the client gets plain strings. */
export function translateMenu(nodes: (MenuNode | MenuLeaf)[], t: (key: string) => string): SidebarItem[] {
  return nodes.map((item) =>
    isMenuNode(item)
      ? { key: item.key, title: t(item.titleKey), children: translateMenu(item.children, t) }
      : { key: item.key, title: t(item.titleKey), href: item.href },
  );
}
