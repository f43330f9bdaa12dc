'use client';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type LoadingApi = { isLoading: boolean; track: <T>(work: Promise<T>) => Promise<T> };

const LoadingContext = createContext<LoadingApi>({ isLoading: false, track: (work) => work });

/** The single global loading flag of §2.2: any screen tracks its background work here; one bar shows it. */
export function GlobalLoadingProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState(0);
  const track = useCallback(async <T,>(work: Promise<T>) => {
    setPending((n) => n + 1);
    try {
      return await work;
    } finally {
      setPending((n) => n - 1);
    }
  }, []);
  const api = useMemo(() => ({ isLoading: pending > 0, track }), [pending, track]);
  return (
    <LoadingContext value={api}>
      {api.isLoading && (
        <div role="progressbar" aria-label="loading" data-testid="global-loading" className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-amber-100">
          <div className="h-full w-1/3 animate-[loading_1s_ease-in-out_infinite] bg-amber-500" />
        </div>
      )}
      {children}
    </LoadingContext>
  );
}

export function useGlobalLoading(): LoadingApi {
  return useContext(LoadingContext);
}
