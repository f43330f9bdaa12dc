import 'server-only';
import { cookies } from 'next/headers';
import { isHttpsRequest } from './request-info';
import { sealSession, sessionCookieOptions, SESSION_COOKIE } from './seal';
import type { SessionData } from './session-policy';

/** Writes the sealed session cookie; only server actions and route handlers may call this. */
export async function writeSessionCookie(data: SessionData): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, await sealSession(data), sessionCookieOptions(data, await isHttpsRequest()));
}

export async function deleteSessionCookie(): Promise<void> {
  (await cookies()).delete(SESSION_COOKIE);
}
