import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError, type ErrorKey } from '@/lib/errors/app-error';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../validation/password-rules';

// Node only (services, the setup CLI): the list is ~50,000 passwords. No 'server-only' marker because the setup CLI
// runs outside Next; no client component imports this file.

// The commonest passwords of the public breach corpora, most frequent first (zxcvbn-ts), plus this product's own
// published ones: the README prints the demo logins, so they are as guessable as any breached password. The demo's
// logins are on this list (features/demo/demo-installation.test.ts checks every one of them).
export const PUBLISHED_PASSWORDS = ['owner123', 'su123456', 'mu123456', 'dev12345', 'spv12345', 'kasir123', 'sales123', 'kilau123', 'kilauemas'];

let commonPasswords: Set<string> | undefined;

function normalize(password: string): string {
  return password.normalize('NFKC').toLowerCase();
}

/** True for a password of the breached-password list or a published one, in any letter case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set([...dictionary['passwords-common'], ...PUBLISHED_PASSWORDS].map(normalize));
  return commonPasswords.has(normalize(password));
}

/**
 * The rule for every password a person sets: length in characters (not UTF-16 units), then the breached list.
 * Throws a validation error on `field`; `tooShort` is the form's own message key.
 */
export function checkNewPassword(password: string, { field, tooShort }: { field?: string; tooShort: ErrorKey }): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) throw new AppError('validation', tooShort, {}, field);
  if (length > PASSWORD_MAX_LENGTH) throw new AppError('validation', 'passwordTooLong', {}, field);
  if (isCommonPassword(password)) throw new AppError('validation', 'passwordTooCommon', {}, field);
}
