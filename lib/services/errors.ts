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

export const ValidationError = (key: string, values?: Record<string, string | number>) => new AppError('validation', key, values);
export const NotFoundError = (key = 'notFound') => new AppError('not-found', key);
export const ForbiddenError = (key = 'forbidden') => new AppError('forbidden', key);
export const ConflictError = (key: string, field?: string) => new AppError('conflict', key, {}, field);
export const UnauthenticatedError = () => new AppError('unauthenticated', 'sessionExpired');
