'use client';
import { useEffect, useState } from 'react';
import { finishAuthorization, setDirectApprover, subscribeAuthorization, type OtorisasiAsk } from '@/features/otorisasi/request-authorization';
import { AuthorizationDialog } from './authorization-dialog';

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
  useEffect(() => subscribeAuthorization((pending) => setAsk(pending && { fitur: pending.fitur, notes: pending.notes })), []);
  if (!ask) return null;
  return <AuthorizationDialog key={`${ask.fitur}:${ask.notes}`} ask={ask} approvers={approvers} onDone={finishAuthorization} />;
}
