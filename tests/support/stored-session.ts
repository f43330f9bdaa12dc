import type { Database } from '../../lib/db/client';
import { sealSession } from '../../lib/auth/seal';
import { createSessionRecord } from '../../lib/auth/session-store';
import type { SessionData } from '../../lib/auth/session-policy';

/**
 * A sealed session cookie value for `uid` backed by a live user_session row, as a login would leave it: for tests and
 * the bench, which open pages without typing a password. An unknown user gets a session id with no row.
 */
export async function storedSessionCookie(db: Database, uid: string, changes: Partial<SessionData> = {}): Promise<string> {
  const sid = changes.sid ?? (await createSessionRecord(db, uid, 'WEB').catch(() => 'no-such-session'));
  const now = Date.now();
  return sealSession({ sid, uid, ver: 1, iat: now, seen: now, remember: false, ...changes });
}
