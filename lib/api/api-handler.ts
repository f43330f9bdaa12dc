import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { SessionContext } from '../auth/context';
import { AppError, HTTP_STATUS } from '../services/errors';
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
    const t = await getTranslations('errors');
    if (error instanceof AppError) return Response.json({ message: t(error.messageKey as 'notFound', error.values) }, { status: HTTP_STATUS[error.kind] });
    console.error(error);
    return Response.json({ message: t('unexpected') }, { status: 500 });
  }
}

/** A JSON object body, or null. */
export async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  const body = await request.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? body : null;
}
