/**
 * Runs `work` once the browser has nothing else to do (after the page's first load), so code split out of the first
 * load (a dialog's form, the realtime client) is fetched before it is needed without slowing the page down.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}
