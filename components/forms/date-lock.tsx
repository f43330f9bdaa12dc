'use client';
import { createContext, useContext, type ReactNode } from 'react';

const DateLockContext = createContext(true);

/** The previous-day-active flag for this user (§4): while true, every date input is read-only. */
export function DateLockProvider({ locked, children }: { locked: boolean; children: ReactNode }) {
  return <DateLockContext value={locked}>{children}</DateLockContext>;
}

export function useDateLocked(): boolean {
  return useContext(DateLockContext);
}
