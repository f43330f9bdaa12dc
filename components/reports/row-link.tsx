'use client';
import { useTranslations } from 'next-intl';
import { requestAuthorization } from '@/lib/client/request-authorization';
import type { RowLink } from '@/lib/reports/definition';
import { useAlerts } from '../alerts/use-alerts';

const linkClass = 'rounded border border-stone-300 px-2 py-0.5 text-xs font-medium text-stone-700 hover:bg-stone-50';

/**
 * A row's link; one that needs a supervisor opens the authorization dialog first and then the link with the grant. A new
 * window is opened from the click on "Buka", since browsers refuse a window opened long after the user's own click.
 */
export function RowLinkButton({ link, label }: { link: RowLink; label: string }) {
  const t = useTranslations('otorisasi');
  const alerts = useAlerts();
  if (!link.authorization) {
    return <a href={link.href} target={link.newWindow ? '_blank' : undefined} rel="noopener" className={linkClass}>{label}</a>;
  }
  const open = async () => {
    const grant = await requestAuthorization(link.authorization!);
    if (!grant) return;
    // A supervisor or owner acting himself carries no grant and is not asked again: the click still opens the window.
    const url = grant.mode === 'DIRECT' ? link.href : `${link.href}?otorisasi=${encodeURIComponent(grant.keystore)}`;
    if (!link.newWindow) return window.location.assign(url);
    if (grant.mode === 'DIRECT' || await alerts.confirm(t('granted', { user: grant.approvedBy }), t('open'))) window.open(url, '_blank', 'noopener');
  };
  return <button type="button" onClick={() => void open()} className={linkClass}>{label}</button>;
}
