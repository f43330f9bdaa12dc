'use server';
import { cookies } from 'next/headers';
import { openSession, SESSION_COOKIE } from '../auth/seal';
import { deleteSessionCookie } from '../auth/session-cookie';
import { revokeSessionRecord } from '../auth/session-store';
import { getDb } from '../db/client';
import { disconnectUser } from '../realtime/events';

/**
 * Ends this browser's session on the server too, so a copy of the cookie opens nothing afterwards; the client then
 * clears its local data and goes to the login page. The user's sockets reconnect and only live sessions get back in.
 */
export async function logoutAction(): Promise<{ status: 'success' }> {
  const session = await openSession((await cookies()).get(SESSION_COOKIE)?.value);
  if (session) {
    await revokeSessionRecord(getDb(), session.sid);
    disconnectUser(session.uid);
  }
  await deleteSessionCookie();
  return { status: 'success' };
}
