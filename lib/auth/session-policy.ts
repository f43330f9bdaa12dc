/** What the sealed session cookie carries. Level and shop are read from the database on every request. */
export type SessionData = {
  /** The user_session row: revoked at logout, so a copied cookie ends with it. */
  sid: string;
  uid: string;
  /** users.session_version when the session began. */
  ver: number;
  /** Issued at and last seen, epoch milliseconds. */
  iat: number;
  seen: number;
  remember: boolean;
};

export const SESSION_COOKIE = 'kilau_session';
/**
 * Set by a deliberate logout, dropped by the next login: a page asked for without a session then goes to the login
 * page as it is (Back after logout), not to "Sesi Anda telah berakhir". Says nothing about who was logged in.
 */
export const LOGGED_OUT_COOKIE = 'kilau_logged_out';

const minutes = (n: number) => n * 60_000;

export function sessionLimits() {
  return {
    idleMs: minutes(Number(process.env.SESSION_IDLE_MINUTES ?? 60)),
    absoluteMs: minutes(60 * Number(process.env.SESSION_MAX_HOURS ?? 12)),
    rememberMs: minutes(60 * 24 * Number(process.env.SESSION_REMEMBER_DAYS ?? 7)),
  };
}

export function isSessionShape(value: unknown): value is SessionData {
  const data = value as Partial<SessionData> | null;
  return (
    !!data && typeof data.sid === 'string' && typeof data.uid === 'string' && typeof data.ver === 'number' &&
    typeof data.iat === 'number' && typeof data.seen === 'number'
  );
}

/** A session ends after the idle timeout or the absolute lifetime, whichever comes first. */
export function isSessionExpired(data: SessionData, now: number, limits = sessionLimits()): boolean {
  const lifetime = data.remember ? limits.rememberMs : limits.absoluteMs;
  return now - data.seen > limits.idleMs || now - data.iat > lifetime;
}

/** Renew the last-seen stamp at most once a minute, so most requests write no cookie. */
export function shouldTouch(data: SessionData, now: number): boolean {
  return now - data.seen > 60_000;
}
