import 'server-only';
import { headers } from 'next/headers';
import { isSecureRequest } from './seal';

// server.ts overwrites these headers on every request, so a client cannot choose them.
export async function getClientAddress(): Promise<string> {
  return (await headers()).get('x-kilau-client-ip') ?? 'unknown';
}

export async function isHttpsRequest(): Promise<boolean> {
  return isSecureRequest((await headers()).get('x-kilau-https'));
}
