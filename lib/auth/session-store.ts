import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userSession } from '@/lib/db/schema/shop';
import { sessionLimits } from './session-policy';

export type SessionKind = 'WEB' | 'API';
/** The database or a transaction of it. */
type Writer = Pick<Database, 'insert' | 'update' | 'delete'>;

/**
 * Sealed cookies and tokens cannot be taken back by themselves: each carries the id of a user_session row, and a
 * request is accepted only while that row is live (see loadSessionContext and findSocketUser).
 */
export async function createSessionRecord(db: Writer, userId: string, kind: SessionKind): Promise<string> {
  const sid = randomBytes(24).toString('base64url');
  // Rows past the longest lifetime can no longer open anything: drop the user's old ones as new ones come.
  const expired = new Date(Date.now() - sessionLimits().rememberMs);
  await db.delete(userSession).where(and(eq(userSession.userId, userId), lt(userSession.createdAt, expired)));
  await db.insert(userSession).values({ sid, userId, kind });
  return sid;
}

export async function revokeSessionRecord(db: Writer, sid: string): Promise<void> {
  await db.update(userSession).set({ revokedAt: new Date() }).where(and(eq(userSession.sid, sid), isNull(userSession.revokedAt)));
}

/** A password change ends every other browser and token of the user; `keepSid` is the browser that made it. */
export async function revokeOtherSessionRecords(db: Writer, userId: string, keepSid: string): Promise<void> {
  await db.update(userSession).set({ revokedAt: new Date() })
    .where(and(eq(userSession.userId, userId), ne(userSession.sid, keepSid), isNull(userSession.revokedAt)));
}
