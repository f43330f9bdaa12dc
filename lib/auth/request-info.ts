import 'server-only';
import { headers } from 'next/headers';

// server.ts overwrites these headers on every request, so a client cannot choose them.
export async function getClientAddress(): Promise<string> {
  return (await headers()).get('x-kilau-client-ip') ?? 'unknown';
}

export async function isHttpsRequest(): Promise<boolean> {
  const setting = process.env.COOKIE_SECURE ?? 'auto';
  if (setting === 'true' || setting === 'false') return setting === 'true';
  return (await headers()).get('x-kilau-https') === '1';
}
