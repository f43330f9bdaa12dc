'use client';
import { useEffect, useState } from 'react';
import { finishAuthorization, subscribeAuthorization, type OtorisasiAsk } from '@/features/otorisasi/request-authorization';
import { AuthorizationDialog } from './authorization-dialog';

/** Shows the authorization dialog whenever a screen calls requestAuthorization (mounted once in the shell). */
export function AuthorizationHost({ approvers }: { approvers: { userId: string; namaUser: string }[] | null }) {
  const [ask, setAsk] = useState<OtorisasiAsk | null>(null);
  useEffect(() => subscribeAuthorization((pending) => setAsk(pending && { fitur: pending.fitur, notes: pending.notes })), []);
  if (!ask) return null;
  return <AuthorizationDialog key={`${ask.fitur}:${ask.notes}`} ask={ask} approvers={approvers} onDone={finishAuthorization} />;
}
