import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** NotaActions' words: a page that renders it adds these to its <ClientMessages namespaces>. */
export const NOTA_CLIENT_MESSAGES = ['nota', 'devices'] as const satisfies ClientNamespaces;
