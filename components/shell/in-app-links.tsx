'use client';
import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, ReactNode } from 'react';
import { changesDevicePolicy } from '@/lib/routes/device-screens';

/** A plain left click, which the app opens itself; any other (a modifier key, another button) is left to the browser. */
function isPlainClick(event: MouseEvent) {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The app address a plain `<a>` leads to, or null when the browser should follow it itself. */
function inAppHref(target: EventTarget): string | null {
  const anchor = target instanceof Element ? target.closest('a') : null;
  if (!anchor || anchor.target || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return null;
  return anchor.pathname + anchor.search + anchor.hash;
}

/**
 * Opens an app address: in place, or as a new document when the device policy differs (a Permissions-Policy belongs to
 * the document: a printer screen opened in place from /home would keep /home's `usb=()`).
 */
function followLink(router: ReturnType<typeof useRouter>, href: string) {
  if (changesDevicePolicy(window.location.pathname, new URL(href, window.location.href).pathname)) window.location.assign(href);
  else router.push(href);
}

/**
 * Plain links of a long server-rendered list (the menu tiles) that still open without reloading the page, as next/link
 * would: one component listens for the whole list instead of a Link per entry (dozens of client components on every
 * render of /home). Hovering or focusing a link prefetches it; a click with a modifier key or another button is left to
 * the browser (new tab, new window).
 */
export function InAppLinks({ children, className }: { children: ReactNode; className?: string }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!isPlainClick(event)) return;
    const href = inAppHref(event.target);
    if (!href) return;
    event.preventDefault();
    followLink(router, href);
  };
  const prefetch = (event: MouseEvent<HTMLDivElement> | FocusEvent<HTMLDivElement>) => {
    const href = inAppHref(event.target);
    if (href) router.prefetch(href);
  };
  return <div className={className} onClick={onClick} onMouseOver={prefetch} onFocus={prefetch}>{children}</div>;
}

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & { href: string; onNavigate?: () => void };

/**
 * One link inside the app, as InAppLinks opens a list's: the shell's and the screens' few links, without next/link's
 * code in every page's first load. Prefetched on hover or focus; `onNavigate` runs before a click opens it in the app.
 */
export function AppLink({ href, onNavigate, children, ...anchor }: AppLinkProps) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate?.();
    followLink(router, href);
  };
  const prefetch = () => router.prefetch(href);
  return <a href={href} {...anchor} onClick={onClick} onMouseEnter={prefetch} onFocus={prefetch}>{children}</a>;
}
