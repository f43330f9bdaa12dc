'use client';
import { Menu } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { localKeys } from '@/lib/client/local-data';
import { DateLockProvider } from '../forms/date-lock';
import { BrandMark } from './brand-mark';
import { Sidebar, type SidebarItem } from './sidebar';

/** Header, sidebar, content and footer; owns the minify state, remembered in this browser. */
export function ShellFrame({ menu, header, footer, dateLocked, children }: {
  menu: SidebarItem[];
  header: ReactNode;
  footer: ReactNode;
  dateLocked: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('header');
  const [mini, setMini] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage exists only after mount, in the browser
  useEffect(() => setMini(localStorage.getItem(localKeys.sidebarMini) === '1'), []);
  const toggle = () => {
    setMini((value) => {
      localStorage.setItem(localKeys.sidebarMini, value ? '0' : '1');
      return !value;
    });
  };
  return (
    <div className="flex min-h-full">
      <a href="#main-content" className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-stone-900 shadow-lg focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50">
        {t('skipToContent')}
      </a>
      <aside data-testid="sidebar" data-mini={mini} className={`sticky top-0 flex h-screen shrink-0 flex-col bg-stone-900 transition-[width] ${mini ? 'w-16' : 'w-64'}`}>
        <div className={`flex h-14 items-center ${mini ? 'justify-center' : 'px-4'}`}>
          {mini ? <span className="font-bold text-amber-300">K</span> : <BrandMark tone="dark" />}
        </div>
        <Sidebar items={menu} mini={mini} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-stone-200 bg-white px-4">
          <button type="button" onClick={toggle} aria-label={mini ? t('expandMenu') : t('minifyMenu')} aria-pressed={mini} className="rounded-md p-1.5 text-stone-600 hover:bg-stone-100">
            <Menu size={20} />
          </button>
          {header}
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 p-4 focus:outline-none md:p-6" data-date-locked={dateLocked}>
          <DateLockProvider locked={dateLocked}>{children}</DateLockProvider>
        </main>
        {footer}
      </div>
    </div>
  );
}
