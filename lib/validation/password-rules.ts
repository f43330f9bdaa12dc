import { z } from 'zod';

// OWASP ASVS 5.0 V6.2: at least 8 characters, long passphrases allowed (ASVS asks for at least 64), no composition
// rules, never truncated (scrypt takes the whole string). The breached-password check is server-side only, in
// password-policy.ts: its list is too big for the browser bundle.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** A password being set (change, new user, setup), shared by the forms and the actions. Messages are keys under `errors.`. */
export function newPasswordField({ required, tooShort }: { required: string; tooShort: string }) {
  return z.string({ error: required }).min(PASSWORD_MIN_LENGTH, tooShort).max(PASSWORD_MAX_LENGTH, 'passwordTooLong');
}
