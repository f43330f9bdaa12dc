'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  authorizeManualAction, readDecisionAction, removeQrAction, requestQrAction, startFingerprintAction,
} from '@/features/otorisasi/actions/otorisasi';
import type { OtorisasiAsk, OtorisasiGrant } from '@/lib/client/request-authorization';
import { QR_TTL_MS } from '@/lib/auth/otorisasi-features';
import { useAlerts } from '@/components/alerts/use-alerts';
import { getRealtimeSocket } from '@/components/realtime/use-realtime';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { QrPanel } from './qr-panel';
import { SubjectLines } from './subject-lines';
import { canonicalSubject } from '@/lib/auth/otorisasi-subject';
import { translateKey } from '@/lib/i18n/keys';
import { controlClass as inputClass } from '@/components/forms/styles';

/** §9: the QR listener starts 2 s after the dialog opens. */
export const QR_LISTEN_DELAY_MS = 2000;

// Not a form (decision 010): it answers requestAuthorization's promise to the asking screen (QR, fingerprint or typed) with a grant, it saves no record of its own.
/**
 * The authorization dialog (§2.6, §4): manual mode first (a supervisor's or owner's user name and password, optional
 * keterangan), fingerprint mode where FINGERPRINT_MODULE is on, and always a QR request a supervisor approves from the
 * authenticator app or the approval page. Resolves with the grant, or null when closed or rejected.
 */
export function AuthorizationDialog({ ask, approvers, onDone }: {
  ask: OtorisasiAsk; approvers: { userId: string; namaUser: string }[] | null; onDone: (grant: OtorisasiGrant | null) => void;
}) {
  const t = useTranslations('otorisasi');
  const tCommon = useTranslations('common');
  const alerts = useAlerts();
  const [mode, setMode] = useState<'manual' | 'fingerprint'>('manual');
  const [qr, setQr] = useState<{ keystore: string; value: string } | null>(null);
  const [qrFailed, setQrFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [scan, setScan] = useState<{ approver: string; keystore: string; state: 'waiting' | 'scanned' | 'retry' } | null>(null);
  const done = useRef(false);
  const qrKeystore = useRef<string | null>(null);
  // Requests this dialog removed itself (renewed after expiry): their cancel event is no reason to close.
  const retired = useRef(new Set<string>());

  const displayed = useMemo(() => {
    try {
      return canonicalSubject(ask.subject);
    } catch {
      return null;
    }
  }, [ask.subject]);

  const finish = (grant: OtorisasiGrant | null) => {
    if (done.current) return;
    done.current = true;
    onDone(grant);
  };

  // On opening: ask for a QR request, and a fresh one each time it expires; on closing, it leaves the server's open list.
  // Closing or leaving the tab unmounts nothing, so the request is removed on pagehide too (a beacon outlives the page);
  // a tab restored from the back-forward cache asks again. A killed browser sends nothing: the request expires.
  const [generation, setGeneration] = useState(0);
  const subjectKey = JSON.stringify(ask.subject);
  // The supervisor types his user ID first: the dialog opens on it (after the modal moved focus to its first button).
  const userIdRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (mode === 'manual') userIdRef.current?.focus();
  }, [mode]);
  useEffect(() => {
    const leave = () => {
      if (!qrKeystore.current) return;
      retired.current.add(qrKeystore.current);
      navigator.sendBeacon('/api/otorisasi-qr/remove', qrKeystore.current);
      qrKeystore.current = null;
    };
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) setGeneration((value) => value + 1);
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
    };
  }, []);
  useEffect(() => {
    let active = true;
    const retiredKeys = retired.current;
    const renew = setTimeout(() => setGeneration((value) => value + 1), QR_TTL_MS - 5000);
    void requestQrAction(ask.fitur, ask.subject, ask.notes ?? '').then((result) => {
      if (!active) {
        if (result.status === 'success') void removeQrAction(result.data!.keystore);
        return;
      }
      if (result.status !== 'success' || !result.data) {
        setQrFailed(true);
        return;
      }
      qrKeystore.current = result.data.keystore;
      const value = JSON.stringify({ client: result.data.client, keystore: result.data.keystore, url: `${window.location.origin}/otorisasi-qr?keystore=${result.data.keystore}` });
      setQr({ keystore: result.data.keystore, value });
    }).catch(() => setQrFailed(true));
    return () => {
      active = false;
      clearTimeout(renew);
      if (qrKeystore.current) {
        retiredKeys.add(qrKeystore.current);
        void removeQrAction(qrKeystore.current);
      }
      qrKeystore.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the subject is compared by its text: a new object with the same content asks nothing new
  }, [ask.fitur, ask.notes, subjectKey, generation]);

  // About 2 s after opening, listen for the QR decision of this keystore (compared in upper case).
  useEffect(() => {
    if (!qr) return;
    const socket = getRealtimeSocket();
    const onQr = async (event: { status: string; keystore: string; cancel?: boolean }) => {
      const keystore = String(event.keystore).toUpperCase();
      if (keystore !== qr.keystore.toUpperCase() || retired.current.has(keystore)) return;
      if (event.cancel) return finish(null);
      const decision = await readDecisionAction(qr.keystore);
      const stored = decision.status === 'success' ? decision.data : undefined;
      if (stored?.status === 'APPROVED' && stored.decidedBy) {
        qrKeystore.current = null;
        finish({ keystore: qr.keystore, approvedBy: stored.decidedBy, mode: 'QR', keterangan: '' });
      } else if (stored?.status === 'REJECTED') {
        finish(null);
        void alerts.error(t('qrRejected'));
      }
    };
    const timer = setTimeout(() => {
      socket.on('qr-auth', onQr);
      // A decision made before the listener started is read once.
      void onQr({ status: '', keystore: qr.keystore });
    }, QR_LISTEN_DELAY_MS);
    return () => {
      clearTimeout(timer);
      socket.off('qr-auth', onQr);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- finish and alerts are stable for the dialog's life
  }, [qr]);

  // Fingerprint: the scan of the chosen supervisor arrives as fingerprint-auth.
  useEffect(() => {
    if (!scan || scan.state === 'scanned') return;
    const socket = getRealtimeSocket();
    const onScan = async (event: { status: string; auth_for: string; user_id: string }) => {
      if (event.user_id !== scan.approver || event.auth_for !== ask.fitur) return;
      if (String(event.status) !== 'true') {
        setScan({ ...scan, state: 'retry' });
        return;
      }
      setScan({ ...scan, state: 'scanned' });
      const decision = await readDecisionAction(scan.keystore);
      if (decision.status === 'success' && decision.data?.status === 'APPROVED') {
        finish({ keystore: scan.keystore, approvedBy: scan.approver, mode: 'FINGERPRINT', keterangan: '' });
      }
    };
    socket.on('fingerprint-auth', onScan);
    return () => {
      socket.off('fingerprint-auth', onScan);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- finish is stable for the dialog's life
  }, [scan, ask.fitur]);

  const submitManual = async (form: FormData) => {
    setBusy(true);
    setError(null);
    const result = await authorizeManualAction(ask.fitur, ask.subject, ask.notes ?? '', {
      userId: String(form.get('userId') ?? ''), password: String(form.get('password') ?? ''), keterangan: String(form.get('keterangan') ?? ''),
    });
    setBusy(false);
    if (result.status === 'success' && result.data) return finish(result.data);
    if (result.status === 'expired') return alerts.handle(result);
    setError(result.status === 'error' ? result.message : null);
  };

  const startScan = async (form: FormData) => {
    // The choice is locked while a scan is awaited; a retry asks the same supervisor again.
    const approver = scan?.approver ?? String(form.get('approver') ?? '');
    setBusy(true);
    setError(null);
    const result = await startFingerprintAction(ask.fitur, ask.subject, ask.notes ?? '', approver, String(form.get('keterangan') ?? ''));
    setBusy(false);
    if (result.status === 'success' && result.data) setScan({ approver, keystore: result.data.keystore, state: 'waiting' });
    else if (result.status === 'error') setError(result.message);
  };

  return (
    <Modal open title={t('title')} onClose={() => finish(null)} size="lg">
      <div className="grid gap-5 sm:grid-cols-[auto_1fr]">
        <div className="flex flex-col items-center gap-2 sm:border-r sm:border-stone-200 sm:pr-5">
          <QrPanel value={qr?.value ?? null} failed={qrFailed} />
        </div>
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-600">{t('contact')}</p>
          <p className="font-semibold text-stone-900">{translateKey(t, `features.${ask.fitur}`)}</p>
          <SubjectLines subject={displayed} />
          {ask.notes && <p className="text-sm text-stone-700">{t('note')}: {ask.notes}</p>}
          {approvers && (
            <div role="tablist" className="flex gap-1 rounded-lg bg-stone-100 p-1 text-sm">
              {(['manual', 'fingerprint'] as const).map((key) => (
                <button key={key} type="button" role="tab" aria-selected={mode === key} onClick={() => { setMode(key); setError(null); setScan(null); }}
                  className={`flex-1 rounded-md px-3 py-1.5 ${mode === key ? 'bg-white font-medium shadow-sm' : 'text-stone-600'}`}>{t(`modes.${key}`)}</button>
              ))}
            </div>
          )}
          <form key={mode} className="flex flex-col gap-3" onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            void (mode === 'manual' ? submitManual(data) : startScan(data));
          }}>
            {mode === 'manual' ? (
              <>
                <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">{t('userId')}
                  <input ref={userIdRef} name="userId" autoComplete="off" className={inputClass} /></label>
                <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">{tCommon('password')}
                  <input name="password" type="password" autoComplete="off" className={inputClass} /></label>
              </>
            ) : (
              <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">{t('approver')}
                <select name="approver" className={inputClass} disabled={!!scan}>
                  {(approvers ?? []).map((user) => <option key={user.userId} value={user.userId}>{user.userId} - {user.namaUser}</option>)}
                </select></label>
            )}
            <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">{t('keterangan')}
              <input name="keterangan" maxLength={200} autoComplete="off" className={inputClass} /></label>
            {scan && (
              <p role="status" className={`rounded-lg px-3 py-2 text-sm ${scan.state === 'retry' ? 'bg-red-50 text-red-700' : 'bg-amber-50 text-amber-900'}`}>
                {t(scan.state === 'waiting' ? 'scanNow' : scan.state === 'scanned' ? 'scanned' : 'scanRetry')}
              </p>
            )}
            {error && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{error}</p>}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => finish(null)}>{tCommon('cancel')}</Button>
              <Button type="submit" disabled={busy || (mode === 'fingerprint' && scan?.state === 'waiting')}>{busy ? t('checking') : t('submit')}</Button>
            </div>
          </form>
        </div>
      </div>
    </Modal>
  );
}
