import { and, eq, isNull } from 'drizzle-orm';
import { isLevel } from '../auth/levels';
import type { SessionData } from '../auth/session-policy';
import { getDb } from '../db/client';
import { userSession, users } from '@/lib/db/schema/shop';

export type SocketUser = { userId: string; kodeToko: string; sid: string };

/**
 * The user and shop of a socket's session, or null when the user is gone, disabled, changed password after
 * the session began or logged out: the rule of loadSessionContext (lib/auth), which cannot be imported here because it is
 * marked 'server-only' and server.ts runs outside Next's bundler. Keep the two in step.
 */
export async function findSocketUser(session: SessionData): Promise<SocketUser | null> {
  const [row] = await getDb()
    .select({ userId: users.userId, kodeToko: users.kodeToko, level: users.level, isActive: users.isActive, sessionVersion: users.sessionVersion })
    .from(users)
    .innerJoin(userSession, and(eq(userSession.userId, users.userId), eq(userSession.sid, session.sid), isNull(userSession.revokedAt)))
    .where(eq(users.userId, session.uid));
  if (!row || !row.isActive || row.sessionVersion !== session.ver || !isLevel(row.level)) return null;
  return { userId: row.userId, kodeToko: row.kodeToko, sid: session.sid };
}
