'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { decideQrAction } from '@/features/otorisasi/actions/otorisasi';
import { formatDateTime } from '@/lib/format';
import { useAlerts } from '@/components/alerts/use-alerts';
import { useRealtimeEvent } from '@/components/realtime/use-realtime';
import { Button } from '@/components/ui/button';
import { translateKey } from '@/lib/i18n/keys';
import type { CanonicalSubject } from '@/lib/auth/otorisasi-subject';
import { SubjectLines } from './subject-lines';

type Row = { keystore: string; kode_toko: string; fitur: string; subject: CanonicalSubject | null; client_notes: string; input_by: string; nama_user: string; input_date: string; expires_at: string };

// Not a form (decision 010): a live list of requests with approve and refuse buttons; no field is typed.
/**
 * Open QR requests as cards that fit a phone; the list reloads when a request comes, is decided or is removed (its tab
 * closed), and every 10 s; an expired request is dropped at once.
 */
export function QrApprovals({ rows, highlight }: { rows: Row[]; highlight: string | null }) {
  const t = useTranslations('otorisasi');
  const alerts = useAlerts();
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  useRealtimeEvent('qr-auth', () => router.refresh());
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), 10_000);
    return () => clearInterval(timer);
  }, [router]);
  // A request leaves the list the moment it expires, not at the next reload; the server refuses its decision anyway.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const live = rows.filter((row) => Date.parse(row.expires_at) > now);

  const decide = async (keystore: string, approve: boolean) => {
    setBusy(keystore);
    const result = await decideQrAction(keystore, approve);
    setBusy(null);
    alerts.handle(result);
    router.refresh();
  };

  if (live.length === 0) return <p className="py-10 text-center text-sm text-stone-500">{t('approval.empty')}</p>;
  return (
    <ul className="mx-auto flex max-w-xl flex-col gap-3">
      {live.map((row) => (
        <li key={row.keystore} aria-label={row.keystore}
          className={`rounded-xl border p-4 shadow-sm ${row.keystore === highlight ? 'border-amber-500 bg-amber-50' : 'border-stone-200 bg-white'}`}>
          <div className="flex items-baseline justify-between gap-2">
            <p className="font-semibold text-stone-900">{translateKey(t, `features.${row.fitur}`)}</p>
            <span className="font-mono text-xs text-stone-500">{row.keystore}</span>
          </div>
          <SubjectLines subject={row.subject} className="mt-2" />
          {row.client_notes && <p className="mt-1 text-sm text-stone-700">{t('note')}: {row.client_notes}</p>}
          <p className="mt-2 text-xs text-stone-500">
            {row.kode_toko} · {t('approval.requestedBy', { user: `${row.input_by} (${row.nama_user})` })} · {formatDateTime(row.input_date)}
          </p>
          <p className="text-xs text-stone-500">{t('approval.expiresAt', { time: formatDateTime(row.expires_at).slice(11) })}</p>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button variant="secondary" disabled={busy !== null} onClick={() => decide(row.keystore, false)}>{t('approval.reject')}</Button>
            <Button disabled={busy !== null} onClick={() => decide(row.keystore, true)}>{t('approval.approve')}</Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
