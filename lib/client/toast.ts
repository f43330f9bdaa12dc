'use client';
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
export type ToastKind = 'message' | 'success' | 'error' | 'info';

let sonner: Promise<Sonner> | null = null;
let markReady = () => {};
const toasterReady = new Promise<void>((resolve) => (markReady = resolve));
const wanted = new Set<() => void>();
let isWanted = false;

/** sonner's code (about 10 KiB gzipped), fetched once: when the browser is idle after the first load, or by the first toast. */
export const loadSonner = () => (sonner ??= import('sonner'));

/** The root layout's toaster host: told when a toast is asked for before it has drawn the toaster. */
export function onToastWanted(listener: () => void): () => void {
  if (isWanted) listener();
  wanted.add(listener);
  return () => wanted.delete(listener);
}

/** Called once the toaster listens: the toasts asked for until then are shown now, in the order asked. */
export function markToasterReady() {
  markReady();
}

/**
 * Shows a toast through sonner once its code and the toaster are there (at once after the page's first moments), so
 * that sonner stays out of every page's first load.
 */
export function showToast(kind: ToastKind, message: string, options?: ExternalToast) {
  if (!isWanted) {
    isWanted = true;
    for (const listener of wanted) listener();
  }
  void Promise.all([loadSonner(), toasterReady]).then(([{ toast }]) => (kind === 'message' ? toast(message, options) : toast[kind](message, options)));
}
