import type { ErrorKey } from '@/lib/errors/app-error';
import type { ClientNamespaces } from '@/lib/i18n/pick-messages';

/** The login page, outside the shell: the form and its field errors. */
export const LOGIN_MESSAGES = ['login', 'errors'] as const satisfies ClientNamespaces;

export const CHANGE_PASSWORD_MESSAGES = ['changePassword'] as const satisfies ClientNamespaces;

/**
 * The `errors.` texts the change-password form can show (its schema, its action), sent with it instead of the whole
 * namespace: the form is in every logged-in page's user menu, and the other 15 KB of `errors` are other forms' texts.
 */
export const CHANGE_PASSWORD_ERRORS = [
  'oldPasswordRequired', 'newPasswordRequired', 'newPasswordTooShort', 'passwordTooLong', 'passwordTooCommon', 'oldPasswordWrong',
  'newPasswordSame', 'unexpected', 'sessionExpired', 'forbidden', 'notAvailable', 'badBody', 'requestTooLarge',
] as const satisfies readonly ErrorKey[];
