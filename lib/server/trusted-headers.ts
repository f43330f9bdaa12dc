import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** Whether a reverse proxy sits in front (TRUST_PROXY): only then are its X-Forwarded-* headers believed. */
export function isProxyTrusted(): boolean {
  return process.env.TRUST_PROXY === 'true' || process.env.TRUST_PROXY === '1';
}

/** Headers a proxy writes about the client (X-Forwarded-*, Forwarded, X-Real-IP): a client's own are lies. */
const isForwardingHeader = (name: string) => name.startsWith('x-forwarded-') || name === 'forwarded' || name === 'x-real-ip';

const firstOf = (value: string | string[] | undefined) => String(value ?? '').split(',')[0].trim();

/**
 * The host the browser addressed: the Host header, or under TRUST_PROXY the proxy's X-Forwarded-Host.
 * socket.io compares a handshake's Origin with it (its requests do not pass through applyTrustedHeaders).
 */
export function publicHost(req: IncomingMessage): string {
  return (isProxyTrusted() && firstOf(req.headers['x-forwarded-host'])) || firstOf(req.headers.host);
}

/**
 * Runs before Next sees a request. Drops headers a client must never set: Next's internal
 * x-middleware-subrequest (the proxy-bypass advisory), our own x-kilau-*, and without TRUST_PROXY every
 * X-Forwarded-* and Forwarded header (Next would take X-Forwarded-Host as the app's host, e.g. in the server actions'
 * origin check); then writes the client address and scheme, taken from X-Forwarded-* only behind a trusted proxy.
 */
export function applyTrustedHeaders(req: IncomingMessage): void {
  const trustProxy = isProxyTrusted();
  for (const name of Object.keys(req.headers)) {
    if (name === 'x-middleware-subrequest' || name.startsWith('x-kilau-') || (!trustProxy && isForwardingHeader(name))) delete req.headers[name];
  }
  const forwardedFor = firstOf(req.headers['x-forwarded-for']);
  const forwardedProto = firstOf(req.headers['x-forwarded-proto']);
  req.headers['x-kilau-client-ip'] = (trustProxy && forwardedFor) || req.socket.remoteAddress || 'unknown';
  const https = (trustProxy && forwardedProto === 'https') || Boolean((req.socket as TLSSocket).encrypted);
  req.headers['x-kilau-https'] = https ? '1' : '0';
}
