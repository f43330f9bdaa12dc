import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { SessionContext } from '../auth/context';
import { getDb } from '../db/client';
import { BAD_TEXT_KEY, hasBadText } from '../http/bad-text';
import { AppError, HTTP_STATUS, toAppError, ValidationError } from '@/lib/errors/app-error';
import { readerFromToken, readerTokenOf, type ReaderContext } from '@/features/otorisasi/services/reader';
import { apiContext } from './api-context';

/**
 * A JSON API call with a bearer token: 401 "Invalid Token" without a valid one, typed service errors as their status
 * with the message in the server's language, anything else 500.
 */
export async function withApiUser(request: Request, work: (ctx: SessionContext) => Promise<Response>): Promise<Response> {
  const ctx = await apiContext(request);
  if (!ctx) return Response.json({ message: 'Invalid Token' }, { status: 401 });
  try {
    return await work(ctx);
  } catch (error) {
    return apiErrorResponse(error);
  }
}

/** A thrown error as the API answers it: a typed service error (or bad text PostgreSQL refused) as its status, anything else 500. */
export async function apiErrorResponse(thrown: unknown): Promise<Response> {
  const t = await getTranslations('errors');
  const error = toAppError(thrown);
  if (error) return Response.json({ message: t(error.messageKey, error.values) }, { status: HTTP_STATUS[error.kind] });
  console.error(thrown);
  return Response.json({ message: t('unexpected') }, { status: 500 });
}

/** A JSON object body, or null; bad text in it (a NUL…) is refused with errors.badText (400). */
export async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  const body = await request.json().catch(() => null);
  if (hasBadText(body)) throw ValidationError(BAD_TEXT_KEY);
  return body && typeof body === 'object' && !Array.isArray(body) ? body : null;
}

/**
 * A call only the shop's registered fingerprint reader may make, with `Authorization: Reader <token>`: 401 "Invalid
 * Token" for an unknown or revoked reader or no credentials, 403 for a user's bearer token (a user is never the reader).
 */
export async function withReader(request: Request, work: (reader: ReaderContext) => Promise<Response>): Promise<Response> {
  const token = readerTokenOf(request);
  if (!token) return withApiUser(request, async () => { throw new AppError('forbidden', 'fingerprintReaderOnly'); });
  const reader = await readerFromToken(getDb(), token);
  if (!reader) return Response.json({ message: 'Invalid Token' }, { status: 401 });
  try {
    return await work(reader);
  } catch (error) {
    return apiErrorResponse(error);
  }
}
