import 'server-only';
import type { SessionContext } from '../auth/context';
import { loadSessionContext } from '../auth/load-session-context';
import { openApiToken } from '../auth/seal';
import { getDb } from '../db/client';

/** API tokens last as long as a day's session (SESSION_MAX_HOURS). */
export const apiTokenTtlSeconds = () => 3600 * Number(process.env.SESSION_MAX_HOURS ?? 12);

/** The user behind `Authorization: Bearer <token>`, read like a session: a disabled user or a changed password ends it. */
export async function apiContext(request: Request): Promise<SessionContext | null> {
  const header = request.headers.get('authorization') ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) return null;
  const session = await openApiToken(token, apiTokenTtlSeconds());
  return session ? loadSessionContext(getDb(), session) : null;
}
