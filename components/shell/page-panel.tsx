'use client';
import { Icon } from './icons';
import { AppLink } from './in-app-links';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type ReactNode } from 'react';
import { useGlobalLoading } from './global-loading';

/**
 * Every screen's frame (§2.2): heading, collapsible panel, optional reload button
 * (two-second spinner, then the server data is fetched again) and the Home button in tutorial mode.
 */
export function PagePanel({ title, children, reloadable = false, tutorial = false, breadcrumb }: {
  title: string;
  /** Parent entries shown above the heading (Laporan > Laporan Batal Titip). */
  breadcrumb?: string[];
  children: ReactNode;
  reloadable?: boolean;
  tutorial?: boolean;
}) {
  const t = useTranslations('panel');
  const router = useRouter();
  const loading = useGlobalLoading();
  const [open, setOpen] = useState(true);
  const [spinning, setSpinning] = useState(false);
  const [, startTransition] = useTransition();

  const reload = () => {
    setSpinning(true);
    void loading.track(new Promise<void>((resolve) => setTimeout(resolve, 2000))).then(() => {
      startTransition(() => router.refresh());
      setSpinning(false);
    });
  };

  return (
    <section className="flex flex-col gap-4">
      {breadcrumb && (
        <nav aria-label="breadcrumb" className="-mb-3 text-xs text-stone-600">
          <ol className="flex gap-1">
            {[...breadcrumb, title].map((part, index) => (
              <li key={index} className="after:ml-1 after:content-['›'] last:after:content-none">{part}</li>
            ))}
          </ol>
        </nav>
      )}
      <h1 className="text-2xl font-semibold text-stone-900">{title}</h1>
      <div className="rounded-xl border border-stone-200 bg-white shadow-sm">
        <div className="flex items-center justify-between border-b border-stone-200 px-4 py-2.5">
          <span className="text-sm font-medium text-stone-600">{title}</span>
          <div className="flex items-center gap-1">
            {tutorial && (
              <AppLink href="/home" className="rounded p-1.5 text-stone-500 hover:bg-stone-100" aria-label={t('home')}><Icon name="home" size={16} /></AppLink>
            )}
            {reloadable && (
              <button type="button" onClick={reload} disabled={spinning} aria-label={t('reload')} className="rounded p-1.5 text-stone-500 hover:bg-stone-100 disabled:text-amber-600">
                <Icon name="reload" size={16} className={spinning ? 'animate-spin' : ''} data-testid={spinning ? 'reload-spinning' : undefined} />
              </button>
            )}
            <button type="button" onClick={() => setOpen((v) => !v)} aria-expanded={open} aria-label={open ? t('collapse') : t('expand')} className="rounded p-1.5 text-stone-500 hover:bg-stone-100">
              <Icon name="chevronDown" size={16} className={`transition ${open ? '' : '-rotate-90'}`} />
            </button>
          </div>
        </div>
        {open && <div className="p-4">{children}</div>}
      </div>
    </section>
  );
}
