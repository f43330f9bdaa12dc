'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { finishAuthorization, setDirectApprover, subscribeAuthorization, type OtorisasiAsk } from '@/lib/client/request-authorization';
import { whenIdle } from '@/lib/client/when-idle';

// The dialog (its QR panel, the realtime client) is loaded when the browser is idle, not in every page's first load.
const loadDialog = () => import('./authorization-dialog');
const AuthorizationDialog = lazy(() => loadDialog().then((module) => ({ default: module.AuthorizationDialog })));

/**
 * Shows the authorization dialog whenever a screen calls requestAuthorization (mounted once in the shell). `directApprover`:
 * the user, when he may approve his own actions; he is never shown the dialog.
 */
export function AuthorizationHost({ approvers, directApprover }: { approvers: { userId: string; namaUser: string }[] | null; directApprover: string | null }) {
  const [ask, setAsk] = useState<OtorisasiAsk | null>(null);
  useEffect(() => {
    setDirectApprover(directApprover);
    return () => setDirectApprover(null);
  }, [directApprover]);
  useEffect(() => subscribeAuthorization((pending) => setAsk(pending && { fitur: pending.fitur, subject: pending.subject, notes: pending.notes })), []);
  useEffect(() => whenIdle(() => void loadDialog()), []);
  if (!ask) return null;
  return (
    <Suspense fallback={null}>
      <AuthorizationDialog key={`${ask.fitur}:${JSON.stringify(ask.subject)}:${ask.notes}`} ask={ask} approvers={approvers} onDone={finishAuthorization} />
    </Suspense>
  );
}
