import 'server-only';
import { getTranslations } from 'next-intl/server';
import { requireSessionAccess } from '../auth/dal';
import type { SessionContext } from '../auth/context';
import { errorResponse } from '@/lib/errors/error-answer';

/**
 * Wraps a route handler (exports, API): the session and the gate of the screen it belongs to are checked
 * like the page does; typed errors become JSON with the user's language. 401 tells the browser to log in again.
 */
export async function withAccess(path: string | null, handler: (ctx: SessionContext) => Promise<Response>): Promise<Response> {
  if (!path) return Response.json({ message: (await getTranslations('errors'))('notFound') }, { status: 404 });
  try {
    return await handler(await requireSessionAccess(path));
  } catch (thrown) {
    return errorResponse(thrown);
  }
}

/** `attachment; filename="…"` with a UTF-8 fallback for names outside ASCII. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
