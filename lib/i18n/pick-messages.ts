import type { Messages, Namespace } from './keys';

/** The namespaces a client component tree renders, declared beside it (`client-messages.ts`). */
export type ClientNamespaces = readonly Namespace[];

/** The messages of some namespaces: what a page sends the browser. */
export function pickMessages(messages: Partial<Messages>, namespaces: ClientNamespaces): Partial<Messages> {
  return Object.fromEntries(namespaces.filter((namespace) => namespace in messages).map((namespace) => [namespace, messages[namespace]]));
}
