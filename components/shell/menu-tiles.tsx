import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { flattenMenu, type MenuNode } from '@/lib/menu/build';
import { findSubMenuPath } from '@/lib/routes';
import { MenuIcon } from './menu-icons';
import { translateKey } from '@/lib/i18n/keys';

/**
 * Menu groups as tiles: /home shows all of the user's groups, a sub-menu page one group. Their classes are named once in
 * globals.css (`menu-tile…`): a page carries dozens of tiles, in its HTML and again in its RSC payload.
 */
export async function MenuTiles({ groups, linkHeadings = false }: { groups: MenuNode[]; linkHeadings?: boolean }) {
  const t = await getTranslations();
  return (
    <div className="space-y-6">
      {groups.map((group) => {
        const subMenu = linkHeadings ? findSubMenuPath(group.key) : undefined;
        const title = translateKey(t, group.titleKey);
        return (
          <section key={group.key} aria-labelledby={`tiles-${group.key}`}>
            <h2 id={`tiles-${group.key}`} className="menu-tiles-heading">
              <MenuIcon group={group.key} size={16} />
              {subMenu ? <Link href={subMenu} className="hover:text-amber-700">{title}</Link> : title}
            </h2>
            <ul className="menu-tiles">
              {flattenMenu(group.children).map((leaf) => (
                <li key={leaf.key}>
                  <Link href={leaf.href} className="menu-tile">
                    <MenuIcon group={group.key} size={22} />
                    {translateKey(t, leaf.titleKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
