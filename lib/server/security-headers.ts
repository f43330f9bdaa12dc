import { DEVICE_SCREENS, type DeviceFeature } from '../routes/device-screens';

/**
 * The security headers of every response (next.config headers(), and the edge's own refusals).
 * Next's pages need inline scripts (no nonces: proxy.ts only redirects) and inline styles (React style attributes,
 * recharts); images come from our own /api/images and the upload previews (blob:); socket.io connects to our own
 * origin ('self' covers ws:/wss: of the same host); PDFs open in a new tab of our own origin. Development adds
 * 'unsafe-eval', which React's dev build needs.
 */
export function contentSecurityPolicy(dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * What the page's document may use of the browser's powerful features: nothing, but WebUSB / Web Serial on the few
 * screens that print a slip or read a scale (`devices`, from lib/routes/device-screens.ts), for our own origin only.
 */
export function permissionsPolicy(devices: readonly DeviceFeature[] = []): string {
  const allow = (feature: DeviceFeature) => `${feature}=(${devices.includes(feature) ? 'self' : ''})`;
  return ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', allow('usb'), allow('serial'), 'hid=()', 'display-capture=()'].join(', ');
}

/**
 * next.config's headers(): every response gets the security headers; a device screen's own rule, listed after it,
 * replaces the Permissions-Policy (Next lets the last rule that sets a header win).
 */
export function headerRules(dev: boolean): { source: string; headers: { key: string; value: string }[] }[] {
  return [
    { source: '/:path*', headers: securityHeaders(dev) },
    ...Object.entries(DEVICE_SCREENS).map(([source, devices]) => ({ source, headers: [{ key: 'Permissions-Policy', value: permissionsPolicy(devices) }] })),
  ];
}

export function securityHeaders(dev: boolean): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(dev) },
    // Older browsers without frame-ancestors.
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Referrer-Policy', value: 'same-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Permissions-Policy', value: permissionsPolicy() },
  ];
}
