import 'server-only';
import { cookies } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '../db/client';
import { buildMenu } from '../menu/build';
import { checkRouteAccess } from '../routes';
import { UnauthenticatedError } from '@/lib/errors/app-error';
import { requireAccess } from './require-access';
import { gateContextOf, type SessionContext } from './context';
import { loadSessionContext } from './load-session-context';
import { openSession, SESSION_COOKIE } from './seal';

/**
 * The logged-in user's context, or null. Checked against the database on every request:
 * a disabled user or a session older than the last password change gets null.
 */
export const getSessionContext = cache(async (): Promise<SessionContext | null> => {
  const data = await openSession((await cookies()).get(SESSION_COOKIE)?.value);
  return data ? loadSessionContext(getDb(), data) : null;
});

/** The user's menu, built once per request: the shell's sidebar and the page's tiles share it. */
export const getMenu = cache((ctx: SessionContext) => buildMenu(gateContextOf(ctx)));

/** For pages: the context when `path` may be opened, else login, 404 or the not-available screen. */
export async function requirePage(path: string): Promise<SessionContext> {
  const ctx = await getSessionContext();
  const access = checkRouteAccess(path, ctx && gateContextOf(ctx));
  if (access === 'login' || !ctx) redirect('/?expired=1');
  if (access === 'not-found') notFound();
  if (access === 'unavailable') forbidden();
  return ctx;
}

/**
 * For server actions and route handlers: the same check as a typed error instead of a navigation (no session:
 * unauthenticated; the gate refuses: forbidden). 'session' lets any logged-in user through.
 */
export async function requireSessionAccess(path: string | 'session'): Promise<SessionContext> {
  const ctx = await getSessionContext();
  if (!ctx) throw UnauthenticatedError();
  if (path !== 'session') requireAccess(ctx, path);
  return ctx;
}
