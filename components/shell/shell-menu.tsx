'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { SidebarItem } from './sidebar';

const ShellMenuContext = createContext<SidebarItem[]>([]);

/** The user's translated menu, sent once by the shell: the sidebar and the pages' menu tiles both draw it. */
export function ShellMenuProvider({ menu, children }: { menu: SidebarItem[]; children: ReactNode }) {
  return <ShellMenuContext value={menu}>{children}</ShellMenuContext>;
}

export function useShellMenu(): SidebarItem[] {
  return useContext(ShellMenuContext);
}
