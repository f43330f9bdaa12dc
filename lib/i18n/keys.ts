import type { MessageKeys, NestedKeyOf, TranslationValues } from 'next-intl';
import type messages from '@/messages/id.json';

/** The shape of every message file: id.json is the source wording; a test keeps the other five with the same keys. */
export type Messages = typeof messages;
export type Namespace = keyof Messages;
/** Every full key, e.g. 'errors.unexpected' or 'reports.columns.berat'. */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;
type LeafKeys<Node> = Extract<{ [K in keyof Node]: Node[K] extends string ? K : never }[keyof Node], string>;
/** The keys of the texts right under one node, e.g. KeyIn<'errors'> or KeyIn<'reports', 'columns'>. */
export type KeyIn<N extends Namespace, Sub extends keyof Messages[N] = never> = [Sub] extends [never]
  ? LeafKeys<Messages[N]>
  : LeafKeys<Messages[N][Sub]>;

type Checkable<K extends string> = { (key: K, values?: TranslationValues): string; has(key: K): boolean };

/** Narrows a key computed at run time, after looking it up in the loaded messages. */
export function isMessageKey<K extends string>(t: Checkable<K>, key: string): key is K {
  // `has` looks the key up in the messages; only its parameter type is limited to the keys known ahead.
  return (t.has as (key: string) => boolean)(key);
}

/**
 * The text of a key known only at run time (a zod issue's message, a route's path, a row's feature code). A key
 * without a message shows as itself, as next-intl's own fallback would.
 */
export function translateKey<K extends string>(t: Checkable<K>, key: string, values?: TranslationValues): string {
  return isMessageKey(t, key) ? t(key, values) : key;
}
