'use client';
import { InAppLinks } from './in-app-links';
import { MenuIcon } from './icons';
import { useShellMenu } from './shell-menu';
import type { SidebarItem } from './sidebar';

function leavesOf(items: SidebarItem[]): SidebarItem[] {
  return items.flatMap((item) => (item.children ? leavesOf(item.children) : [item]));
}

/**
 * Menu groups as tiles: /home shows all of the user's groups (headings linking to their sub-menu pages), a sub-menu page
 * one group. Drawn from the menu the shell already sent for the sidebar, so a page carries no second copy of dozens of
 * tiles in its RSC payload; the tiles are plain links that InAppLinks opens inside the app. Their classes are named once
 * in globals.css (`menu-tile…`).
 */
export function MenuTiles({ group, linkHeadings = false }: { group?: string; linkHeadings?: boolean }) {
  const groups = useShellMenu().filter((item) => group === undefined || item.key === group);
  return (
    <InAppLinks className="space-y-6">
      {groups.map((item) => (
        <section key={item.key} aria-labelledby={`tiles-${item.key}`}>
          <h2 id={`tiles-${item.key}`} className="menu-tiles-heading">
            <MenuIcon group={item.key} size={16} />
            {linkHeadings && item.subMenuHref ? <a href={item.subMenuHref} className="hover:text-amber-700">{item.title}</a> : item.title}
          </h2>
          <ul className="menu-tiles">
            {leavesOf(item.children ?? []).map((leaf) => (
              <li key={leaf.key}>
                <a href={leaf.href} className="menu-tile">
                  <MenuIcon group={item.key} size={22} />
                  {leaf.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </InAppLinks>
  );
}
