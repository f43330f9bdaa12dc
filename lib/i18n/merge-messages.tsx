'use client';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import type { Messages } from './keys';

/**
 * A nested provider replaces its parent's messages; this one adds to them, so the layouts' namespaces travel once
 * and a page's own ones come on top.
 */
export function MergeMessages({ messages, children }: { messages: Partial<Messages>; children: ReactNode }) {
  const parent = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => ({ ...parent, ...messages }), [parent, messages]);
  return <NextIntlClientProvider locale={locale} messages={merged}>{children}</NextIntlClientProvider>;
}
