import { sealData, unsealData } from 'iron-session';
import { parseSessionSecrets } from './secrets';
import { isSessionExpired, isSessionShape, LOGGED_OUT_COOKIE, sessionLimits, SESSION_COOKIE, type SessionData } from './session-policy';

// Used by the proxy and by the server code alike; both run in the one Node process.
export function secrets() {
  return parseSessionSecrets(process.env.SESSION_SECRET);
}

/** The API's bearer tokens: the same sealed session, marked so that a cookie is no token and a token no cookie. */
export async function sealApiToken(data: SessionData, ttlSeconds: number): Promise<string> {
  return sealData({ ...data, kind: 'api' }, { password: secrets(), ttl: ttlSeconds });
}

export async function openApiToken(value: string, ttlSeconds: number, now = Date.now()): Promise<SessionData | null> {
  try {
    const raw = await unsealData<unknown>(value, { password: secrets(), ttl: ttlSeconds });
    if (!isSessionShape(raw) || (raw as { kind?: string }).kind !== 'api') return null;
    return now - raw.iat <= ttlSeconds * 1000 ? raw : null;
  } catch {
    return null;
  }
}

export async function sealSession(data: SessionData): Promise<string> {
  return sealData(data, { password: secrets(), ttl: sessionLimits().rememberMs / 1000 });
}

// Unsealing costs a key derivation; the proxy and the page both open the same cookie on every request.
// Opened cookies are kept briefly by value (a cookie's content never changes); expiry is still checked each time.
const OPENED_TTL_MS = 30_000;
const OPENED_MAX = 2000;
const opened = ((globalThis as { __kilauOpened?: Map<string, { data: SessionData | null; at: number }> }).__kilauOpened ??= new Map());

async function unseal(value: string, now: number): Promise<SessionData | null> {
  const hit = opened.get(value);
  if (hit && now - hit.at < OPENED_TTL_MS) return hit.data;
  let data: SessionData | null = null;
  try {
    const raw = await unsealData<unknown>(value, { password: secrets(), ttl: sessionLimits().rememberMs / 1000 });
    data = isSessionShape(raw) && !(raw as { kind?: string }).kind ? raw : null;
  } catch {
    data = null;
  }
  remember(value, data, now);
  return data;
}

function remember(value: string, data: SessionData | null, now: number) {
  if (opened.size >= OPENED_MAX) opened.clear();
  opened.set(value, { data, at: now });
}

// A page load sends several requests at once with the same cookie; once it is due for renewal each of them would seal
// a new one (two key derivations). The renewal of a cookie value is kept briefly and handed to all of them, and the
// renewed value is known to the opener so that the page behind the proxy does not unseal it again.
const RENEWED_TTL_MS = 10_000;
const renewals = ((globalThis as { __kilauRenewals?: Map<string, { value: string; at: number }> }).__kilauRenewals ??= new Map());

/** The cookie value that renews `session` (sealed from `value`), with `seen` at most RENEWED_TTL_MS old. */
export async function renewSession(value: string, session: SessionData, now = Date.now()): Promise<string> {
  const hit = renewals.get(value);
  if (hit && now - hit.at < RENEWED_TTL_MS) return hit.value;
  const renewed = { ...session, seen: now };
  const sealed = await sealSession(renewed);
  if (renewals.size >= OPENED_MAX) renewals.clear();
  renewals.set(value, { value: sealed, at: now });
  remember(sealed, renewed, now);
  return sealed;
}

/** The session in a cookie value, or null when it is missing, forged, sealed with an unknown secret or expired. */
export async function openSession(value: string | undefined, now = Date.now()): Promise<SessionData | null> {
  if (!value) return null;
  const data = await unseal(value, now);
  return data && !isSessionExpired(data, now) ? data : null;
}

export type CookieOptions = {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge?: number;
};

/** Secure cookies over HTTPS; COOKIE_SECURE=true|false overrides the detection (x-kilau-https, set by server.ts). */
export function isSecureRequest(httpsHeader: string | null): boolean {
  const setting = process.env.COOKIE_SECURE ?? 'auto';
  if (setting === 'true' || setting === 'false') return setting === 'true';
  return httpsHeader === '1';
}

/** Remembered sessions survive a browser restart; others end with the browser. */
export function sessionCookieOptions(data: SessionData, secure: boolean): CookieOptions {
  const options: CookieOptions = { httpOnly: true, sameSite: 'lax', secure, path: '/' };
  if (data.remember) options.maxAge = Math.floor(sessionLimits().rememberMs / 1000);
  return options;
}

export { LOGGED_OUT_COOKIE, SESSION_COOKIE };
