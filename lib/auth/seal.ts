import { sealData, unsealData } from 'iron-session';
import { parseSessionSecrets } from './secrets';
import { isSessionExpired, isSessionShape, sessionLimits, SESSION_COOKIE, type SessionData } from './session-policy';

// Used by the proxy and by the server code alike; both run in the one Node process.
function secrets() {
  return parseSessionSecrets(process.env.SESSION_SECRET);
}

export async function sealSession(data: SessionData): Promise<string> {
  return sealData(data, { password: secrets(), ttl: sessionLimits().rememberMs / 1000 });
}

/** The session in a cookie value, or null when it is missing, forged, sealed with an unknown secret or expired. */
export async function openSession(value: string | undefined, now = Date.now()): Promise<SessionData | null> {
  if (!value) return null;
  try {
    const data = await unsealData<unknown>(value, { password: secrets(), ttl: sessionLimits().rememberMs / 1000 });
    return isSessionShape(data) && !isSessionExpired(data, now) ? data : null;
  } catch {
    return null;
  }
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

export { SESSION_COOKIE };
