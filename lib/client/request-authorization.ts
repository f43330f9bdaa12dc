import { startTransition } from 'react';
import type { GrantSubject } from '@/lib/auth/otorisasi-subject';

/**
 * What the dialog resolves with: the grant the guarded action uses, who approved, how, and the note. `DIRECT`: the user
 * may approve the action himself; no dialog, no keystore.
 */
export type OtorisasiGrant = { keystore: string; approvedBy: string; mode: 'MANUAL' | 'FINGERPRINT' | 'QR' | 'DIRECT'; keterangan: string };

/**
 * What a screen asks for: the feature (otorisasi.features.<key>), exactly what is approved (the subject the guarded
 * action will compute from what it posts; the supervisor reads it) and the cashier's note (client_notes), only a note.
 */
export type OtorisasiAsk = { fitur: string; subject: GrantSubject; notes?: string };
type Pending = OtorisasiAsk & { resolve: (grant: OtorisasiGrant | null) => void };

let pending: Pending | null = null;
const listeners = new Set<(pending: Pending | null) => void>();
/** The signed-in user when he may approve his own actions (a supervisor of his shop, an owner): he is not asked. */
let directApprover: string | null = null;

/** Set by the shell's dialog host from the session; the server decides the same way when the action arrives. */
export function setDirectApprover(userId: string | null) {
  directApprover = userId;
}

/**
 * Opens the authorization dialog from any screen and resolves with who approved, how and the note, or null when the
 * user closed it or a supervisor rejected. The grant's keystore goes with the guarded action, which checks it. A user
 * who may approve the action himself gets a `DIRECT` grant at once, with no keystore.
 */
export function requestAuthorization(ask: OtorisasiAsk): Promise<OtorisasiGrant | null> {
  pending?.resolve(null);
  // No dialog and no request: the action goes through and the server checks that he may (spendGrant).
  if (directApprover) return Promise.resolve({ keystore: '', approvedBy: directApprover, mode: 'DIRECT', keterangan: '' });
  return new Promise((resolve) => {
    pending = { ...ask, resolve };
    listeners.forEach((listener) => listener(pending));
  });
}

/**
 * A kit form's `beforeSubmit` for a guarded action: asks the supervisor for `ask` (built from the valid form data) and,
 * on a grant, sends the form with its keystore; answers false, so the kit does not send it first. Asked outside the
 * transition: the dialog's own state updates would otherwise wait for the transition to end.
 */
export function sendWithGrant(formData: FormData, ask: OtorisasiAsk, send: (formData: FormData) => void): false {
  void requestAuthorization(ask).then((grant) => {
    if (!grant) return;
    formData.set('keystore', grant.keystore);
    startTransition(() => send(formData));
  });
  return false;
}

/** For the dialog host: the open request, and how to end it. */
export function subscribeAuthorization(listener: (pending: Pending | null) => void) {
  listeners.add(listener);
  listener(pending);
  return () => {
    listeners.delete(listener);
  };
}

export function finishAuthorization(grant: OtorisasiGrant | null) {
  const current = pending;
  pending = null;
  current?.resolve(grant);
  listeners.forEach((listener) => listener(null));
}
