import 'server-only';
import { getTranslations } from 'next-intl/server';
import { requireAccess } from '../auth/dal';
import type { SessionContext } from '../auth/context';
import { HTTP_STATUS, toAppError } from '@/lib/errors/app-error';

/**
 * Wraps a route handler (exports, API): the session and the gate of the screen it belongs to are checked
 * like the page does; typed errors become JSON with the user's language. 401 tells the browser to log in again.
 */
export async function withAccess(path: string | null, handler: (ctx: SessionContext) => Promise<Response>): Promise<Response> {
  const t = await getTranslations('errors');
  if (!path) return Response.json({ message: t('notFound') }, { status: 404 });
  try {
    return await handler(await requireAccess(path));
  } catch (thrown) {
    const error = toAppError(thrown);
    if (error) {
      return Response.json({ message: error.kind === 'unauthenticated' ? 'Invalid Token' : t(error.messageKey, error.values) }, { status: HTTP_STATUS[error.kind] });
    }
    console.error(thrown);
    return Response.json({ message: t('unexpected') }, { status: 500 });
  }
}

/** `attachment; filename="…"` with a UTF-8 fallback for names outside ASCII. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
