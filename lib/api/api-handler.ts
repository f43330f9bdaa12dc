import 'server-only';
import type { SessionContext } from '../auth/context';
import { BAD_TEXT_KEY, hasBadText } from '../http/bad-text';
import { ValidationError } from '@/lib/errors/app-error';
import { errorResponse, type ErrorAnswerOptions } from '@/lib/errors/error-answer';
import { apiContext } from './api-context';

/**
 * A JSON API call with a bearer token: 401 "Invalid Token" without a valid one, typed service errors as their status
 * with the message in the server's language, anything else 500.
 */
export async function withApiUser(request: Request, work: (ctx: SessionContext) => Promise<Response>, options?: ErrorAnswerOptions): Promise<Response> {
  const ctx = await apiContext(request);
  if (!ctx) return Response.json({ message: 'Invalid Token' }, { status: 401 });
  try {
    return await work(ctx);
  } catch (error) {
    return errorResponse(error, options);
  }
}

/** A thrown error as the API answers it: the one mapping of route handlers (lib/errors/error-answer.ts). */
export const apiErrorResponse = (thrown: unknown) => errorResponse(thrown);

/** A JSON object body, or null; bad text in it (a NUL…) is refused with errors.badText (400). */
export async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  const body = await request.json().catch(() => null);
  if (hasBadText(body)) throw ValidationError(BAD_TEXT_KEY);
  return body && typeof body === 'object' && !Array.isArray(body) ? body : null;
}
