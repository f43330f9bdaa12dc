'use client';
import { showToast } from './toast';

/** The alert helpers of §8. Dialogs are drawn by <AlertHost />, which subscribes to this store. */
export type AlertDialog =
  | { id: number; kind: 'info'; message: string; resolve: () => void }
  | { id: number; kind: 'warning' | 'confirm'; message: string; resolve: (ok: boolean) => void; yesLabel?: string };

type State = { dialogs: AlertDialog[]; progress: string | null };

let state: State = { dialogs: [], progress: null };
const listeners = new Set<() => void>();
let nextId = 1;

function set(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const alertStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
  close(id: number) {
    set({ dialogs: state.dialogs.filter((dialog) => dialog.id !== id) });
  },
};

function open<T>(kind: AlertDialog['kind'], message: string, yesLabel?: string): Promise<T> {
  return new Promise<T>((resolve) => {
    set({ dialogs: [...state.dialogs, { id: nextId++, kind, message, resolve, yesLabel } as AlertDialog] });
  });
}

/** Titles come from the messages of the current language; they are passed in by the caller's hook. */
export const alerts = {
  success: (message: string) => showToast('success', message, { duration: 2000 }),
  error: (title: string, message: string) => showToast('error', title, { description: message, duration: 3000 }),
  toast: (message: string) => showToast('message', message, { duration: 3000 }),
  info: (message: string) => open<void>('info', message),
  warning: (message: string) => open<boolean>('warning', message),
  /** Ya / Tidak; the catalogue's delete confirmation reads OK / Tidak (§2.4). */
  confirm: (message: string, yesLabel?: string) => open<boolean>('confirm', message, yesLabel),
  progress: (text: string) => set({ progress: text }),
  progressDone: () => set({ progress: null }),
};
