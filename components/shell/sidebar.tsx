'use client';
import { AppLink } from './in-app-links';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { Icon, MenuIcon } from './icons';

/** A menu entry (href) or group (children; a top group may have a sub-menu page). */
export type SidebarItem = { key: string; title: string; href?: string; subMenuHref?: string; children?: SidebarItem[] };

const HIDE_DELAY_MS = 250;

/** The user's menu: three levels, minifiable, floating submenus on hover when minified, and a menu search. */
export function Sidebar({ items, mini }: { items: SidebarItem[]; mini: boolean }) {
  const t = useTranslations('menu');
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchMenu(items, query), [items, query]);
  return (
    <nav aria-label={t('navigation')} className="flex min-h-0 flex-1 flex-col">
      {!mini && (
        <div className="px-3 pb-2">
          <label className="relative block">
            <Icon name="search" size={14} className="absolute left-2.5 top-2.5 text-stone-400" />
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('search')}
              aria-label={t('search')}
              className="w-full rounded-md border border-stone-700 bg-stone-800 py-1.5 pl-8 pr-2 text-sm text-stone-100 placeholder:text-stone-400 focus:border-amber-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-400"
            />
          </label>
        </div>
      )}
      <div className="flex-1 overflow-y-auto px-2 pb-4">
        {query.trim() && !mini ? (
          <ul aria-label={t('searchResults')} className="space-y-0.5">
            {results.length === 0 && <li className="px-2 py-2 text-sm text-stone-400">{t('noResult')}</li>}
            {results.map((leaf) => (
              <li key={leaf.key}>
                <MenuLink item={leaf} onNavigate={() => setQuery('')} hint={leaf.trail} />
              </li>
            ))}
          </ul>
        ) : (
          <ul className="space-y-0.5">
            {items.map((group) => (mini ? <MiniGroup key={group.key} group={group} /> : <FullGroup key={group.key} group={group} />))}
          </ul>
        )}
      </div>
    </nav>
  );
}

function MenuLink({ item, onNavigate, hint, depth = 0 }: { item: SidebarItem; onNavigate?: () => void; hint?: string; depth?: number }) {
  const pathname = usePathname();
  const active = pathname === item.href;
  return (
    <AppLink
      href={item.href!}
      onNavigate={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={`block rounded-md px-2 py-1.5 text-sm ${depth ? 'pl-8' : ''} ${active ? 'bg-amber-500/15 font-medium text-amber-300' : 'text-stone-300 hover:bg-stone-800 hover:text-white'}`}
    >
      {item.title}
      {hint && <span className="block text-xs text-stone-400">{hint}</span>}
    </AppLink>
  );
}

function FullGroup({ group }: { group: SidebarItem }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(() => containsPath(group, pathname));
  return (
    <li>
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        className="flex w-full items-center gap-2.5 rounded-md px-2 py-2 text-left text-sm font-medium text-stone-200 hover:bg-stone-800"
      >
        <MenuIcon group={group.key} />
        <span className="flex-1">{group.title}</span>
        <Icon name="chevronRight" size={14} className={`transition ${open ? 'rotate-90' : ''}`} />
      </button>
      {open && <ItemList items={group.children ?? []} depth={1} />}
    </li>
  );
}

function ItemList({ items, depth }: { items: SidebarItem[]; depth: number }) {
  return (
    <ul className="mt-0.5 space-y-0.5">
      {items.map((item) =>
        item.children ? (
          <li key={item.key}>
            <p className="px-2 pb-0.5 pl-8 pt-2 text-xs font-semibold uppercase tracking-wide text-stone-400">{item.title}</p>
            <ItemList items={item.children} depth={depth + 1} />
          </li>
        ) : (
          <li key={item.key}><MenuLink item={item} depth={depth} /></li>
        ),
      )}
    </ul>
  );
}

function MiniGroup({ group }: { group: SidebarItem }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), HIDE_DELAY_MS);
  };
  return (
    <li className="relative" onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      <button type="button" aria-label={group.title} aria-expanded={open} className="grid w-full place-items-center rounded-md py-2.5 text-stone-300 hover:bg-stone-800 hover:text-amber-300">
        <MenuIcon group={group.key} size={20} />
      </button>
      {open && (
        <div role="group" aria-label={group.title} data-testid="floating-submenu" className="fixed left-16 z-50 -mt-11 w-60 rounded-lg border border-stone-700 bg-stone-900 p-2 shadow-2xl">
          <p className="px-2 pb-1 text-sm font-semibold text-amber-300">{group.title}</p>
          <ItemList items={group.children ?? []} depth={0} />
        </div>
      )}
    </li>
  );
}

function containsPath(item: SidebarItem, pathname: string): boolean {
  return item.href === pathname || (item.children ?? []).some((child) => containsPath(child, pathname));
}

type SearchHit = SidebarItem & { trail: string };

/** Case-insensitive match on an entry's title or its groups' titles. */
export function searchMenu(items: SidebarItem[], query: string, trail: string[] = []): SearchHit[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return items.flatMap((item) => {
    if (item.children) return searchMenu(item.children, query, [...trail, item.title]);
    const haystack = [...trail, item.title].join(' ').toLowerCase();
    return haystack.includes(needle) ? [{ ...item, trail: trail.join(' › ') }] : [];
  });
}
