import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AlertHost } from '@/components/alerts/alert-host';
import { GlobalLoadingProvider } from '@/components/shell/global-loading';
import { LazyToaster } from '@/components/shell/lazy-toaster';
import { NetworkStatus } from '@/components/shell/network-status';
import { ROOT_MESSAGES } from '@/components/shell/client-messages';
import { BCP47, isLocale } from '@/lib/i18n/locales';
import { pickMessages } from '@/lib/i18n/pick-messages';
import './globals.css';

export const metadata: Metadata = { title: 'Kilau', description: 'Back office toko emas dan perhiasan' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <html lang={isLocale(locale) ? BCP47[locale] : 'id-ID'}>
      <body>
        {/* The browser gets only what client components render: these everywhere, the rest added by the layout or page
            that renders them (ClientMessages). Page texts stay on the server. */}
        <NextIntlClientProvider messages={pickMessages(messages, ROOT_MESSAGES)}>
          <GlobalLoadingProvider>
            {children}
            <AlertHost />
            <NetworkStatus />
            <LazyToaster position="top-right" richColors closeButton />
          </GlobalLoadingProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
