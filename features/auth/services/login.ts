import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { parseInput } from '@/lib/validation/parse-input';
import { users } from '@/lib/db/schema/shop';
import type { SessionData } from '@/lib/auth/session-policy';
import { createSessionRecord, type SessionKind } from '@/lib/auth/session-store';
import { loginSchema } from '../schemas';
import { checkCredentials } from './check-credentials';

export type LoginResult =
  | { ok: true; session: SessionData }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/**
 * Checks the credentials (throttled per device, or per account and address for a browser the user never signed in
 * from) and starts a stored session: a cookie (WEB) or a bearer token (API) carries its id.
 */
export async function login({ input: raw, address, deviceNonce, kind = 'WEB', now = Date.now() }: {
  input: z.input<typeof loginSchema>;
  address: string;
  deviceNonce?: string;
  kind?: SessionKind;
  now?: number;
}): Promise<LoginResult> {
  // Public: no session yet, so no gate; the throttle is the check.
  const input = parseInput(loginSchema, raw);
  const db = getDb();
  const check = await checkCredentials(db, { userId: input.userId, password: input.password, address, deviceNonce, now });
  if (!check.ok) return check;
  const { user } = check;
  const sid = await createSessionRecord(db, user.userId, kind);
  await db.update(users).set({ lastLoginAt: new Date(now) }).where(eq(users.userId, user.userId));
  return { ok: true, session: { sid, uid: user.userId, ver: user.sessionVersion, iat: now, seen: now, remember: input.remember } };
}
