'use client';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { localKeys } from '@/lib/client/local-data';
import { DateLockProvider } from '../forms/date-lock';
import { BrandMark } from './brand-mark';
import { Icon } from './icons';
import { ShellMenuProvider } from './shell-menu';
import { Sidebar, type SidebarItem } from './sidebar';

/** Tailwind's md: from this width the sidebar sits beside the content; below it is a drawer over the content. */
const WIDE = '(min-width: 768px)';
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Header, sidebar, content and footer. On a wide screen the sidebar sits beside the content and can be minified (the
 * choice remembered in this browser). On a phone it starts closed, so the content has the whole width, and opens as a
 * drawer over the content from the menu button; it closes on navigation, on Escape, on its close button and on a tap
 * beside it.
 */
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
  const isWide = useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE).matches, () => true);
  const toggle = () => {
    setMini((value) => {
      localStorage.setItem(localKeys.sidebarMini, value ? '0' : '1');
      return !value;
    });
  };

  // The drawer is open on the page where it was opened: any navigation closes it.
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isDrawerOpen = !isWide && openOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // Closed by the keyboard or a close button: focus goes back to the menu button, once the content is no longer inert.
  const refocus = useRef(false);
  const closeDrawer = (returnFocus: boolean) => {
    refocus.current = returnFocus;
    setOpenOn(null);
  };
  useEffect(() => {
    if (!isDrawerOpen) {
      if (refocus.current) menuButton.current?.focus();
      refocus.current = false;
      return;
    }
    // Into the drawer, on its close button: not the search box, which would raise a phone's keyboard.
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      refocus.current = true;
      setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isDrawerOpen]);
  // A link chosen in the drawer closes it, also when it is the page already shown.
  const onDrawerClick = (event: MouseEvent) => {
    if (!isWide && (event.target as HTMLElement).closest('a')) closeDrawer(false);
  };

  // A page shown again from the back-forward cache (Back after logout) is asked for again, so the server decides.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const isMini = mini && isWide;
  // The drawer turns visible at once when it opens (its close button takes focus) and hidden only once it has slid out.
  return (
    <div className="flex min-h-full">
      <a href="#main-content" className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-stone-900 shadow-lg focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50">
        {t('skipToContent')}
      </a>
      {isDrawerOpen && <div data-testid="drawer-backdrop" aria-hidden onClick={() => closeDrawer(true)} className="fixed inset-0 z-40 bg-stone-950/50 md:hidden" />}
      <aside id="sidebar" data-testid="sidebar" data-mini={isMini} data-open={isDrawerOpen} onClick={onDrawerClick}
        className={`fixed inset-y-0 left-0 z-50 flex h-dvh w-64 shrink-0 flex-col bg-stone-900 md:sticky md:top-0 md:bottom-auto md:z-auto md:h-screen md:translate-x-0 md:visible ${isDrawerOpen ? 'translate-x-0 shadow-2xl transition-transform' : 'invisible -translate-x-full transition-[transform,visibility]'} md:transition-[width] ${isMini ? 'md:w-16' : 'md:w-64'}`}>
        <div className={`flex h-14 items-center ${isMini ? 'justify-center' : 'justify-between px-4'}`}>
          {isMini ? <span className="font-bold text-amber-300">K</span> : <BrandMark tone="dark" />}
          <button ref={closeButton} type="button" onClick={() => closeDrawer(true)} aria-label={t('closeMenu')} className="rounded-md p-1.5 text-stone-300 hover:bg-stone-800 md:hidden">
            <Icon name="close" size={20} />
          </button>
        </div>
        <Sidebar items={menu} mini={isMini} />
      </aside>
      {/* Behind the open drawer nothing takes focus or clicks, as behind a dialog. */}
      <div className="flex min-w-0 flex-1 flex-col" inert={isDrawerOpen}>
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-stone-200 bg-white px-4">
          <button ref={menuButton} type="button" onClick={() => setOpenOn(pathname)} aria-label={t('openMenu')} aria-expanded={isDrawerOpen} aria-controls="sidebar"
            className="rounded-md p-1.5 text-stone-600 hover:bg-stone-100 md:hidden">
            <Icon name="menu" size={20} />
          </button>
          <button type="button" onClick={toggle} aria-label={mini ? t('expandMenu') : t('minifyMenu')} aria-pressed={mini}
            className="hidden rounded-md p-1.5 text-stone-600 hover:bg-stone-100 md:block">
            <Icon name="menu" size={20} />
          </button>
          {header}
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 p-4 focus:outline-none md:p-6" data-date-locked={dateLocked}>
          <DateLockProvider locked={dateLocked}><ShellMenuProvider menu={menu}>{children}</ShellMenuProvider></DateLockProvider>
        </main>
        {footer}
      </div>
    </div>
  );
}
