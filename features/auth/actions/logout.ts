'use server';
import { cookies } from 'next/headers';
import { openSession, SESSION_COOKIE } from '@/lib/auth/seal';
import { deleteSessionCookie } from '@/lib/auth/session-cookie';
import { revokeSessionRecord } from '@/lib/auth/session-store';
import { getDb } from '@/lib/db/client';

/**
 * Ends this browser's session on the server too, so a copy of the cookie opens nothing afterwards; the client then
 * clears its local data and goes to the login page.
 */
export async function logoutAction(): Promise<{ status: 'success' }> {
  const session = await openSession((await cookies()).get(SESSION_COOKIE)?.value);
  // The tab's own socket is not closed here: a refused reconnection would send it to the expired-session page
  // while it is on its way to login. A copied cookie's socket is refused at its next reconnection.
  if (session) await revokeSessionRecord(getDb(), session.sid);
  await deleteSessionCookie();
  return { status: 'success' };
}
