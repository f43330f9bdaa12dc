import type { OtorisasiGrant } from './actions/otorisasi';

/** What a screen asks for: the feature (otorisasi.features.<key>) and a note shown to the supervisor (client_notes). */
export type OtorisasiAsk = { fitur: string; notes: string };
type Pending = OtorisasiAsk & { resolve: (grant: OtorisasiGrant | null) => void };

let pending: Pending | null = null;
const listeners = new Set<(pending: Pending | null) => void>();

/**
 * Opens the authorization dialog from any screen and resolves with who approved, how and the note, or null when the
 * user closed it or a supervisor rejected. The grant's keystore goes with the guarded action, which checks it.
 */
export function requestAuthorization(ask: OtorisasiAsk): Promise<OtorisasiGrant | null> {
  pending?.resolve(null);
  return new Promise((resolve) => {
    pending = { ...ask, resolve };
    listeners.forEach((listener) => listener(pending));
  });
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
