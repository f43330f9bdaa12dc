import type { KeyIn } from '@/lib/i18n/keys';

/** A message under `errors.` in messages/*.json. */
export type ErrorKey = KeyIn<'errors'>;

/** Errors a service throws; each carries a message key (under `errors.`) that the caller shows in the user's language. */
export class AppError extends Error {
  constructor(
    readonly kind: 'validation' | 'not-found' | 'forbidden' | 'conflict' | 'unauthenticated',
    readonly messageKey: ErrorKey,
    readonly values: Record<string, string | number> = {},
    /** The form field the message belongs to, when there is one. */
    readonly field?: string,
  ) {
    super(messageKey);
  }
}

/** The HTTP status of each kind, for route handlers and the API. */
export const HTTP_STATUS: Record<AppError['kind'], number> = { validation: 400, unauthenticated: 401, forbidden: 403, 'not-found': 404, conflict: 409 };

export const ValidationError = (key: ErrorKey, values?: Record<string, string | number>) => new AppError('validation', key, values);
export const NotFoundError = (key: ErrorKey = 'notFound') => new AppError('not-found', key);
export const ForbiddenError = (key: ErrorKey = 'forbidden') => new AppError('forbidden', key);
export const ConflictError = (key: ErrorKey, field?: string) => new AppError('conflict', key, {}, field);
export const UnauthenticatedError = () => new AppError('unauthenticated', 'sessionExpired');

/** PostgreSQL's SQLSTATE of an error, thrown by node-postgres directly or wrapped by drizzle as its cause. */
const sqlState = (error: unknown): string | undefined => {
  const shaped = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = shaped?.code ?? shaped?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * The one mapping from a thrown error to what the user is told: a typed error as it is, and PostgreSQL refusing
 * bad text (invalid byte sequence, 22021: a NUL that got past the edge check) as the same 400 as the edge gives.
 * Anything else is unexpected (null): the caller logs it and answers errors.unexpected.
 */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (sqlState(error) === '22021') return ValidationError('badText');
  return null;
}
