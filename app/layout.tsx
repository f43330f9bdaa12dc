import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AlertHost } from '@/components/alerts/alert-host';
import { GlobalLoadingProvider } from '@/components/shell/global-loading';
import { NetworkStatus } from '@/components/shell/network-status';
import { BCP47, isLocale } from '@/lib/i18n/locales';
import './globals.css';

const CLIENT_NAMESPACES = ['common', 'login', 'header', 'menu', 'panel', 'alerts', 'network', 'changePassword', 'settingsystem', 'errors', 'realtime', 'users', 'access', 'table', 'reports', 'dashboard', 'money', 'masters', 'parameters', 'kirimUang', 'otorisasi'] as const;

export const metadata: Metadata = { title: 'Kilau', description: 'Back office toko emas dan perhiasan' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  // The browser gets only what client components render; page texts stay on the server.
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]));
  return (
    <html lang={isLocale(locale) ? BCP47[locale] : 'id-ID'}>
      <body>
        <NextIntlClientProvider messages={clientMessages}>
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
