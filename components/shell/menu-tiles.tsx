import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { flattenMenu, type MenuNode } from '@/lib/menu/build';
import { findSubMenuPath } from '@/lib/routes';
import { MenuIcon } from './menu-icons';
import { translateKey } from '@/lib/i18n/keys';

/** Menu groups as tiles: /home shows all of the user's groups, a sub-menu page one group. */
export async function MenuTiles({ groups, linkHeadings = false }: { groups: MenuNode[]; linkHeadings?: boolean }) {
  const t = await getTranslations();
  return (
    <div className="space-y-6">
      {groups.map((group) => {
        const subMenu = linkHeadings ? findSubMenuPath(group.key) : undefined;
        const title = translateKey(t, group.titleKey);
        return (
          <section key={group.key} aria-labelledby={`tiles-${group.key}`}>
            <h2 id={`tiles-${group.key}`} className="mb-2 flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-stone-500">
              <MenuIcon group={group.key} size={16} />
              {subMenu ? <Link href={subMenu} className="hover:text-amber-700">{title}</Link> : title}
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {flattenMenu(group.children).map((leaf) => (
                <li key={leaf.key}>
                  <Link href={leaf.href} className="flex h-24 flex-col items-center justify-center gap-2 rounded-xl border border-stone-200 bg-stone-50 p-3 text-center text-sm font-medium text-stone-700 transition hover:border-amber-400 hover:bg-amber-50 hover:text-amber-800">
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
