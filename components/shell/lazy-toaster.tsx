'use client';
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { whenIdle } from '@/lib/client/when-idle';
import { loadSonner, markToasterReady, onToastWanted } from '@/lib/client/toast';

type ToasterProps = ComponentProps<typeof SonnerToaster>;

const Toaster = lazy(() => loadSonner().then(({ Toaster: Loaded }) => ({
  default: function ReadyToaster(props: ToasterProps) {
    // The toaster subscribes to sonner in its own effect, which runs before this one: toasts asked for earlier show now.
    useEffect(() => markToasterReady(), []);
    return <Loaded {...props} />;
  },
})));

/** sonner's toaster, drawn once the browser is idle after the first load or as soon as a toast is asked for (lib/client/toast.ts). */
export function LazyToaster(props: ToasterProps) {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    const show = () => setShown(true);
    const cancelIdle = whenIdle(show);
    const stopListening = onToastWanted(show);
    return () => {
      cancelIdle();
      stopListening();
    };
  }, []);
  return isShown ? <Suspense fallback={null}><Toaster {...props} /></Suspense> : null;
}
