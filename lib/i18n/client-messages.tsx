import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MergeMessages } from './merge-messages';
import { pickMessages, type ClientNamespaces } from './pick-messages';

/**
 * Sends the browser the namespaces one client tree renders, on top of what the layouts above already sent
 * (the root's and the shell's): each page ships only its own screen's texts.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: ClientNamespaces; children: ReactNode }) {
  const messages = await getMessages();
  return <MergeMessages messages={pickMessages(messages, namespaces)}>{children}</MergeMessages>;
}
