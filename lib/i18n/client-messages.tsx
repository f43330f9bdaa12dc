import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ErrorKey } from '@/lib/errors/app-error';
import { MergeMessages } from './merge-messages';
import { pickMessages, type ClientNamespaces } from './pick-messages';

/**
 * Sends the browser the namespaces one client tree renders, on top of what the layouts above already sent
 * (the root's and the shell's): each page ships only its own screen's texts. `errors` sends some texts of the `errors`
 * namespace (a page below that names the namespace sends it whole).
 */
export async function ClientMessages({ namespaces, errors, children }: { namespaces: ClientNamespaces; errors?: readonly ErrorKey[]; children: ReactNode }) {
  const messages = await getMessages();
  const picked = pickMessages(messages, namespaces);
  if (errors) picked.errors = Object.fromEntries(errors.map((key) => [key, messages.errors[key]])) as typeof messages.errors;
  return <MergeMessages messages={picked}>{children}</MergeMessages>;
}
