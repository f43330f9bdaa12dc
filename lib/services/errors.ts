/** Errors a service throws; each carries a message key (under `errors.`) that the caller shows in the user's language. */
export class AppError extends Error {
  constructor(
    readonly kind: 'validation' | 'not-found' | 'forbidden' | 'conflict' | 'unauthenticated',
    readonly messageKey: string,
    readonly values: Record<string, string | number> = {},
    /** The form field the message belongs to, when there is one. */
    readonly field?: string,
  ) {
    super(messageKey);
  }
}

/** The HTTP status of each kind, for route handlers and the API. */
export const HTTP_STATUS: Record<AppError['kind'], number> = { validation: 400, unauthenticated: 401, forbidden: 403, 'not-found': 404, conflict: 409 };

export const ValidationError = (key: string, values?: Record<string, string | number>) => new AppError('validation', key, values);
export const NotFoundError = (key = 'notFound') => new AppError('not-found', key);
export const ForbiddenError = (key = 'forbidden') => new AppError('forbidden', key);
export const ConflictError = (key: string, field?: string) => new AppError('conflict', key, {}, field);
export const UnauthenticatedError = () => new AppError('unauthenticated', 'sessionExpired');
