'use server';
import { deleteSessionCookie } from '../auth/session-cookie';

/** Ends this browser's session; the client then clears its local data and goes to the login page. */
export async function logoutAction(): Promise<{ status: 'success' }> {
  await deleteSessionCookie();
  return { status: 'success' };
}
