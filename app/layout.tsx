import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AlertHost } from '@/components/alerts/alert-host';
import { GlobalLoadingProvider } from '@/components/shell/global-loading';
import { NetworkStatus } from '@/components/shell/network-status';
import { BCP47, isLocale } from '@/lib/i18n/locales';
import './globals.css';

export const metadata: Metadata = { title: 'Kilau', description: 'Back office toko emas dan perhiasan' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={isLocale(locale) ? BCP47[locale] : 'id-ID'}>
      <body>
        <NextIntlClientProvider>
          <GlobalLoadingProvider>
            {children}
            <AlertHost />
            <NetworkStatus />
            <Toaster position="top-right" richColors closeButton />
          </GlobalLoadingProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
