import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * Runs before Next sees a request. Drops headers a client must never set: Next's internal
 * x-middleware-subrequest (the proxy-bypass advisory) and our own x-kilau-*; then writes the client
 * address and scheme, taken from X-Forwarded-* only when TRUST_PROXY says a reverse proxy sits in front.
 */
export function applyTrustedHeaders(req: IncomingMessage): void {
  for (const name of Object.keys(req.headers)) {
    if (name === 'x-middleware-subrequest' || name.startsWith('x-kilau-')) delete req.headers[name];
  }
  const trustProxy = process.env.TRUST_PROXY === 'true' || process.env.TRUST_PROXY === '1';
  const forwardedFor = String(req.headers['x-forwarded-for'] ?? '').split(',')[0].trim();
  const forwardedProto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim();
  req.headers['x-kilau-client-ip'] = (trustProxy && forwardedFor) || req.socket.remoteAddress || 'unknown';
  const https = (trustProxy && forwardedProto === 'https') || Boolean((req.socket as TLSSocket).encrypted);
  req.headers['x-kilau-https'] = https ? '1' : '0';
}
