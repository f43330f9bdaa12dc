import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTrustedHeaders, publicHost } from './trusted-headers';

const request = (headers: Record<string, string>) =>
  ({ headers: { ...headers }, socket: { remoteAddress: '127.0.0.9' } }) as unknown as IncomingMessage;

describe('applyTrustedHeaders', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  it('drops x-middleware-subrequest and forged x-kilau headers', () => {
    const req = request({ 'x-middleware-subrequest': 'proxy:proxy:proxy', 'x-kilau-client-ip': '1.2.3.4', 'x-kilau-https': '1' });
    applyTrustedHeaders(req);
    expect(req.headers['x-middleware-subrequest']).toBeUndefined();
    expect(req.headers['x-kilau-client-ip']).toBe('127.0.0.9');
    expect(req.headers['x-kilau-https']).toBe('0');
  });

  it('reads X-Forwarded-* only behind a trusted proxy', () => {
    const headers = { 'x-forwarded-for': '10.0.0.7, 127.0.0.1', 'x-forwarded-proto': 'https' };
    const direct = request(headers);
    applyTrustedHeaders(direct);
    expect(direct.headers['x-kilau-client-ip']).toBe('127.0.0.9');
    process.env.TRUST_PROXY = 'true';
    const proxied = request(headers);
    applyTrustedHeaders(proxied);
    expect(proxied.headers['x-kilau-client-ip']).toBe('10.0.0.7');
    expect(proxied.headers['x-kilau-https']).toBe('1');
  });
});

describe('forwarding headers without a trusted proxy', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  const forged = {
    host: 'kilau.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-port': '443',
    'x-forwarded-for': '6.6.6.6', forwarded: 'for=6.6.6.6;host=evil.example;proto=https', 'x-real-ip': '6.6.6.6',
  };

  it('are dropped before Next sees them, so Next takes the Host header for the app host', () => {
    const req = request(forged);
    applyTrustedHeaders(req);
    expect(req.headers).toEqual({ host: 'kilau.example', 'x-kilau-client-ip': '127.0.0.9', 'x-kilau-https': '0' });
    expect(publicHost(req)).toBe('kilau.example');
  });

  it('are kept behind a trusted proxy, whose forwarded host is the public host', () => {
    process.env.TRUST_PROXY = 'true';
    const req = request(forged);
    applyTrustedHeaders(req);
    expect(req.headers['x-forwarded-host']).toBe('evil.example');
    expect(req.headers.forwarded).toBe('for=6.6.6.6;host=evil.example;proto=https');
    expect(publicHost(req)).toBe('evil.example');
  });
});
