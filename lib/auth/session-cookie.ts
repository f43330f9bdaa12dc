import 'server-only';
import { cookies } from 'next/headers';
import { isHttpsRequest } from './request-info';
import { LOGGED_OUT_COOKIE, sealSession, sessionCookieOptions, SESSION_COOKIE } from './seal';
import type { SessionData } from './session-policy';

/** Writes the sealed session cookie; only server actions and route handlers may call this. */
export async function writeSessionCookie(data: SessionData): Promise<void> {
  const jar = await cookies();
  jar.set(SESSION_COOKIE, await sealSession(data), sessionCookieOptions(data, await isHttpsRequest()));
  jar.delete(LOGGED_OUT_COOKIE);
}

/** Logout: the session cookie goes, and the mark that this browser logged out on purpose is left (LOGGED_OUT_COOKIE). */
export async function deleteSessionCookie(): Promise<void> {
  const jar = await cookies();
  jar.delete(SESSION_COOKIE);
  jar.set(LOGGED_OUT_COOKIE, '1', { httpOnly: true, sameSite: 'lax', secure: await isHttpsRequest(), path: '/' });
}
